import { NOT_FOUND_PATH, STATIC_PAGE_PATHS } from "../data/pages";
import { noticePaths } from "../notice/content.server";

/** All paths rendered to HTML at build time: the static pages, every rulebook page, the 404 page. */
export async function prerenderPaths(): Promise<string[]> {
  return [...STATIC_PAGE_PATHS, ...(await noticePaths()), NOT_FOUND_PATH];
}
