import path from "node:path";
import { parseEntry, readJsonFile } from "./json-files.server.ts";
import { businessSchema } from "./business-schema.ts";
import type { SupportedGame } from "./business-types.ts";

export const BUSINESS_FILE = "content/business.json";

/** The business page's lists, read from `<root>/content/business.json` and validated (file and field in errors). */
export function readBusiness(root: string = process.cwd()): { games: readonly SupportedGame[] } {
  return parseEntry(businessSchema, readJsonFile(path.join(root, BUSINESS_FILE)));
}
