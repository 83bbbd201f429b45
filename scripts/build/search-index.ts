import { writeFile } from "node:fs/promises";
import path from "node:path";
import { SEARCH_INDEX_URL } from "../../app/notice/search/index-options";
import { buildSearchDocuments } from "../../app/notice/search/documents.server";

/** Writes the rulebook's search documents as a static file the browser indexes on first search. */
export async function writeSearchIndex(clientDir: string): Promise<number> {
  const documents = await buildSearchDocuments();
  await writeFile(path.join(clientDir, SEARCH_INDEX_URL.slice(1)), JSON.stringify(documents));
  return documents.length;
}
