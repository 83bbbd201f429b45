import { NOT_FOUND_PATH, STATIC_PAGE_PATHS } from "../data/pages";

/** All paths rendered to HTML at build time. */
export async function prerenderPaths(): Promise<string[]> {
  return [...STATIC_PAGE_PATHS, NOT_FOUND_PATH];
}
