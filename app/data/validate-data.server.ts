import type { z } from "zod";
import { describeIssues, entryName } from "../lib/validation";
import { supportedGamesSchema } from "./business-schema";
import { SUPPORTED_GAMES } from "./business";
import { CONTRIBUTORS } from "./credits/contributors";
import { OTHER_CREDITS } from "./credits/others";
import { contributorSchema, otherCreditSchema, teamMemberSchema } from "./credits/schema";
import { TEAM } from "./credits/team";
import { checkCategoryArticles } from "./map/category-articles.server";
import { validateMapData } from "./map/validate";
import { RELEASE_MESSAGES } from "./release";
import { releaseMessagesSchema } from "./release-schema";

function check(where: string, schema: z.ZodType, data: unknown) {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(describeIssues(where, result.error));
}

/**
 * Validates every data file of the site; the build calls it before pre-rendering, so bad data
 * fails the build with the file and the field, and the browser never runs validation code.
 */
export function validateSiteData(): void {
  validateMapData();
  checkCategoryArticles();
  check("app/data/business.ts", supportedGamesSchema, SUPPORTED_GAMES);
  check("app/data/release.ts", releaseMessagesSchema, RELEASE_MESSAGES);
  TEAM.forEach((entry, index) =>
    check(entryName("app/data/credits/team.ts", index, entry), teamMemberSchema, entry),
  );
  CONTRIBUTORS.forEach((entry, index) =>
    check(entryName("app/data/credits/contributors.ts", index, entry), contributorSchema, entry),
  );
  OTHER_CREDITS.forEach((entry, index) =>
    check(entryName("app/data/credits/others.ts", index, entry), otherCreditSchema, entry),
  );
}
