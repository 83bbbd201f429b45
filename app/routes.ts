import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./i18n/locales";
import { SEARCH_INDEX_URL, searchShardUrl } from "./notice/search/index-options";

/** The site's pages as site paths (no language prefix) and their route modules; null is the home. */
const PAGES: ReadonlyArray<readonly [path: string | null, file: string]> = [
  [null, "routes/home.tsx"],
  ["board", "routes/map.tsx"],
  ["play", "routes/play.tsx"],
  ["quiz", "routes/quiz.tsx"],
  ["credits", "routes/credits.tsx"],
  ["cgu", "routes/terms.tsx"],
  ["community", "routes/community.tsx"],
  ["release", "routes/release.tsx"],
  ["business", "routes/business.tsx"],
  ["notice", "routes/notice/home.tsx"],
  ["notice/changes", "routes/notice/changes.tsx"],
  ["notice/:type", "routes/notice/type.tsx"],
  ["notice/:type/:category", "routes/notice/category.tsx"],
  ["notice/:type/:category/:article", "routes/notice/article.tsx"],
  ["notice/*", "routes/notice/fallback.tsx"],
  ["*", "routes/not-found.tsx"],
];

/**
 * Every page exists in every language: French at the root, the others under their prefix
 * (`/en/board`), each with its own route id. An unknown prefix (`/xx/board`) is an unknown path.
 */
function pagesIn(locale: Locale): RouteConfigEntry[] {
  const prefix = locale === DEFAULT_LOCALE ? "" : locale;
  return PAGES.map(([path, file]) => {
    const id = `${file.replace(/\.tsx$/, "")}.${locale}`;
    if (path === null) return prefix ? route(prefix, file, { id }) : index(file, { id });
    return route(prefix ? `${prefix}/${path}` : path, file, { id });
  });
}

export default [
  ...LOCALES.flatMap(pagesIn),
  // One file for every language: the rulebook's search documents (French content).
  route(SEARCH_INDEX_URL.slice(1), "routes/notice-search.ts"),
  // The search index's shards (their keys are in SEARCH_SHARD_KEYS), French content too.
  route(
    searchShardUrl(":shard")
      .slice(1)
      .replace(/\.json$/, ""),
    "routes/notice-search-index.ts",
    { id: "notice-search-index" },
  ),
] satisfies RouteConfig;
