import { describe, expect, it } from "vitest";
import { LOCALES } from "./i18n/locales";
import { SEARCH_INDEX_URL, isSearchDataPath, searchShardUrl } from "./notice/search/index-options";
import routes from "./routes";

describe("route config", () => {
  const all = routes.map((entry) => (entry.index ? "/" : `/${entry.path}`));
  // The search documents and index shards are data, one file for every language, not pages.
  const paths = all.filter((path) => !isSearchDataPath(path));

  it("has every page in every language, French at the root and the others under their prefix", () => {
    const french = paths.filter((path) => !/^\/(en|de|es|ru|ar)(\/|$)/.test(path));
    expect(french).toContain("/");
    expect(french).toContain("/board");
    expect(french).toContain("/notice/:type/:category/:article");
    for (const locale of LOCALES.filter((locale) => locale !== "fr")) {
      const own = paths.filter((path) => path === `/${locale}` || path.startsWith(`/${locale}/`));
      expect(own.map((path) => path.replace(new RegExp(`^/${locale}/?`), "/"))).toEqual(french);
    }
    expect(paths).toHaveLength(french.length * LOCALES.length);
    expect(all.filter((path) => path === SEARCH_INDEX_URL)).toHaveLength(1);
    expect(all.filter((path) => path === searchShardUrl(":shard").replace(/\.json$/, ""))).toHaveLength(1);
  });

  it("gives each route its own id and the same module in each language", () => {
    const ids = routes.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const board = routes.filter((entry) => entry.path?.endsWith("board"));
    expect(board.map((entry) => entry.file)).toEqual(LOCALES.map(() => "routes/map.tsx"));
  });

  it("has a catch-all per language, so an unknown path renders that language's not-found page", () => {
    expect(
      routes
        .filter(
          (entry) => entry.path === "*" || (entry.path?.endsWith("/*") && !entry.path.includes("notice")),
        )
        .map((entry) => entry.path),
    ).toEqual(["*", "en/*", "de/*", "es/*", "ru/*", "ar/*"]);
  });
});
