import { NOT_FOUND_PATH, STATIC_PAGE_PATHS } from "../data/pages";
import { validateSiteData } from "../data/validate-data.server";
import { noticePaths } from "../notice/content.server";

/** All paths rendered to HTML at build time: the static pages, every rulebook page, the 404 page. */
export async function prerenderPaths(): Promise<string[]> {
  // Bad data fails the build here, with the file and the field, before anything is rendered.
  validateSiteData();
  return [...STATIC_PAGE_PATHS, ...(await noticePaths()), NOT_FOUND_PATH];
}
