import { NOT_FOUND_PATH, STATIC_PAGE_PATHS } from "./data/pages";
import { validateSiteData } from "./data/validate-data.server";
import { LOCALES } from "./i18n/locales";
import { localizePath } from "./i18n/paths";
import { loadNoticeLibrary, noticePaths } from "./notice/content.server";
import { readQuiz } from "./quiz/read.server";
import { rulebookSections } from "./quiz/rule-link.server";
import {
  SEARCH_BASE_KEY,
  SEARCH_INDEX_URL,
  SEARCH_SHARD_KEYS,
  searchShardUrl,
} from "./notice/search/index-options";

/** The site paths of every page (static pages and every rulebook page), without a language prefix. */
export async function sitePagePaths(): Promise<string[]> {
  return [...STATIC_PAGE_PATHS, ...(await tolerated(noticePaths, []))];
}

/**
 * In development (`npm run dev`, `npm run edit`) a mistake in the content takes down only the
 * pages that show it (scripts/vite-plugins/content-errors.ts shows it there, in French): the list
 * of pages is made without it. A build stops on it, naming the file and the field.
 */
async function tolerated<T>(read: () => T | Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (process.env.NODE_ENV !== "development") throw error;
    return fallback;
  }
}

/**
 * All paths rendered at build time: every page and the 404 page, in each of the six languages,
 * and the rulebook's search documents and index shards.
 */
export async function prerenderPaths(): Promise<string[]> {
  // Bad data fails the build here, with the file and the field, before anything is rendered.
  await tolerated(() => validateSiteData(), undefined);
  await tolerated(
    async () => readQuiz(process.cwd(), rulebookSections(await loadNoticeLibrary())),
    undefined,
  );
  const sitePaths = [...(await sitePagePaths()), NOT_FOUND_PATH];
  return [
    ...LOCALES.flatMap((locale) => sitePaths.map((sitePath) => localizePath(locale, sitePath))),
    SEARCH_INDEX_URL,
    ...[SEARCH_BASE_KEY, ...SEARCH_SHARD_KEYS].map(searchShardUrl),
  ];
}
