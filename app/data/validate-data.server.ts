import type { z } from "zod";
import { SupportedGamesSchema } from "./business-schema";
import { SUPPORTED_GAMES } from "./business";
import { CONTRIBUTORS } from "./credits/contributors";
import { OTHER_CREDITS } from "./credits/others";
import { Contributor, OtherCredit, TeamMember } from "./credits/schema";
import { TEAM } from "./credits/team";
import { checkCategoryArticles } from "./map/category-articles.server";
import { validateMapData } from "./map/validate";
import { RELEASE_MESSAGES } from "./release";
import { ReleaseMessagesSchema } from "./release-schema";

function check(file: string, schema: z.ZodType, data: unknown) {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`${file}: field "${issue.path.join(".") || "(root)"}": ${issue.message}`);
  }
}

/**
 * Validates every data file of the site; the build calls it before pre-rendering, so bad data
 * fails the build with the file and the field, and the browser never runs validation code.
 */
export function validateSiteData(): void {
  validateMapData();
  checkCategoryArticles();
  check("app/data/business.ts", SupportedGamesSchema, SUPPORTED_GAMES);
  check("app/data/release.ts", ReleaseMessagesSchema, RELEASE_MESSAGES);
  TEAM.forEach((entry, index) => check(`app/data/credits/team.ts (entry ${index})`, TeamMember, entry));
  CONTRIBUTORS.forEach((entry, index) =>
    check(`app/data/credits/contributors.ts (entry ${index})`, Contributor, entry),
  );
  OTHER_CREDITS.forEach((entry, index) =>
    check(`app/data/credits/others.ts (entry ${index})`, OtherCredit, entry),
  );
}
