import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ContentError, relativeFile } from "../lib/content-error.ts";
import type { ContentEntry } from "./content-entry.ts";

export { parseEntry, type ContentEntry } from "./content-entry.ts";

/** Reads and parses one JSON file; a syntax error names the file. */
export function readJsonFile(file: string): ContentEntry {
  const where = relativeFile(file);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new ContentError(`${where} : fichier introuvable`);
  }
  try {
    return { file: where, name: path.basename(file, ".json"), data: JSON.parse(text) as unknown };
  } catch (error) {
    throw new ContentError(`${where} : ce n'est pas du JSON valide (${(error as Error).message})`);
  }
}

/**
 * Every `*.json` file of a folder, sorted by name (numbers in their order), parsed. A missing folder
 * is an empty list, so a category can be emptied; any other file in it is an error (a typo in an
 * extension would otherwise drop an entry silently).
 */
export function readJsonFolder(dir: string): ContentEntry[] {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir, { withFileTypes: true }).filter((entry) => !entry.name.startsWith("."));
  for (const entry of files) {
    if (!entry.isFile() || !entry.name.endsWith(".json"))
      throw new ContentError(
        `${relativeFile(path.join(dir, entry.name))} : seuls des fichiers .json vont dans ce dossier`,
      );
  }
  return files
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    .map((name) => readJsonFile(path.join(dir, name)));
}
