import { buildSearchDocuments } from "~/notice/search/documents.server";

/**
 * The rulebook's search documents, pre-rendered to /notice-search.json from the same renderings
 * as the rulebook's pages; the browser fetches and indexes them on the first search.
 */
export async function loader() {
  return Response.json(await buildSearchDocuments());
}
