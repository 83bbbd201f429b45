import path from "node:path";
import type { z } from "zod";
import { CREDITS_IMAGES } from "../../config/credits.ts";
import { ContentError } from "../../lib/content-error.ts";
import { fieldError } from "../../lib/validation.ts";
import { imageFileProblem } from "../image-file.server.ts";
import { parseEntry, readJsonFolder, type ContentEntry } from "../json-files.server.ts";
import {
  contributorSchema,
  otherCreditSchema,
  teamMemberSchema,
  type Contributor,
  type OtherCredit,
  type TeamMember,
} from "./schema.ts";

/** The credits' folders, relative to the content root; one file per person or tool, named freely. */
export const CREDITS_FOLDERS = {
  team: "content/credits/team",
  contributors: "content/credits/contributors",
  others: "content/credits/others",
} as const;

export interface Credits {
  /** Not sorted: the page orders them (./order.ts). */
  readonly team: readonly TeamMember[];
  readonly contributors: readonly Contributor[];
  readonly others: readonly OtherCredit[];
}

/**
 * The credits, read from `<root>/content/credits/` and validated: each entry by its schema (role,
 * reason, tool and link ids must have their catalogue texts), and each image named must exist under
 * `<root>/public/`, be under 1 MB and be a real image. Throws a ContentError naming the file and the field.
 */
export function readCredits(
  root: string = process.cwd(),
  /** False only for the script that draws the images (generators/assets/credits-images.ts). */
  options: { checkImages?: boolean } = {},
): Credits {
  const read = <T>(folder: string, schema: z.ZodType<T>) =>
    readJsonFolder(path.join(root, folder)).map((entry) => ({ entry, data: parseEntry(schema, entry) }));
  const checkImage = (entry: ContentEntry, field: string, sitePath: string) => {
    if (options.checkImages === false) return;
    const problem = imageFileProblem(path.join(root, "public", sitePath));
    if (problem) throw new ContentError(fieldError(entry.file, field, `public${sitePath} : ${problem}`));
  };
  const team = read(CREDITS_FOLDERS.team, teamMemberSchema);
  for (const { entry, data } of team) {
    if (data.image) checkImage(entry, "image", data.image);
    if (data.easterEgg) checkImage(entry, "easterEgg.hoverImage", data.easterEgg.hoverImage);
  }
  const contributors = read(CREDITS_FOLDERS.contributors, contributorSchema);
  const others = read(CREDITS_FOLDERS.others, otherCreditSchema);
  for (const { entry, data } of others)
    if (data.image) checkImage(entry, "image", CREDITS_IMAGES.others(data.image));
  return {
    team: team.map(({ data }) => data),
    contributors: contributors.map(({ data }) => data),
    others: others.map(({ data }) => data),
  };
}
