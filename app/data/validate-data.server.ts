import { describeIssues } from "../lib/validation.ts";
import { checkMapGround } from "../map/ground-rules.ts";
import { kindNameWarnings } from "../map/read.server.ts";
import { RELEASE_MESSAGES } from "./release.ts";
import { releaseMessagesSchema } from "./release-schema.ts";
import { readSiteData } from "./site-data.server.ts";

/**
 * Validates every data file of the site; the build calls it before pre-rendering, so bad data
 * fails the build with the file and the field, and the browser never runs validation code. The
 * map's points and places are checked against the island (./map/ground-rules.ts). Returns the
 * warnings: allowed, but worth fixing.
 */
export function validateSiteData(root: string = process.cwd()): string[] {
  const { map } = readSiteData(root);
  const warnings = [...checkMapGround(map), ...kindNameWarnings(map)];
  const release = releaseMessagesSchema.safeParse(RELEASE_MESSAGES);
  if (!release.success) throw new Error(describeIssues("app/data/release.ts", release.error));
  return warnings;
}
