import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { STATIC_PAGE_PATHS } from "../../app/data/pages";
import type { Locale } from "../../app/i18n/locales";
import { newContext, waitForHydration, watchProblems, type PageProblems } from "./browser";

const TABS = 3;

/** Runs in every frame; embeds' frames may refuse storage, which is not the site's concern. */
function storeLocale(value: string) {
  try {
    localStorage.setItem("brumes.locale", value);
  } catch {
    // Cross-origin or sandboxed frame.
  }
}

/** Every page of the build: the static pages and every rulebook page. */
export function allPages(): string[] {
  const root = "content/notice";
  const notice = readdirSync(root).flatMap((type) => [
    `/notice/${type}`,
    ...readdirSync(path.join(root, type)).flatMap((category) => [
      `/notice/${type}/${category}`,
      ...readdirSync(path.join(root, type, category))
        .filter((file) => file.endsWith(".md"))
        .map((file) => `/notice/${type}/${category}/${file.slice(0, -3)}`),
    ]),
  ]);
  return [...STATIC_PAGE_PATHS, ...notice];
}

/**
 * Every kind of page: the static pages, both rulebook types, and a category page and an article of
 * each type (rulebook pages share their code, the French crawl covers all of them).
 */
export function samplePages(): string[] {
  return [
    ...STATIC_PAGE_PATHS,
    "/notice/game",
    "/notice/technical",
    "/notice/game/justice",
    "/notice/game/justice/court",
    "/notice/technical/repair",
    "/notice/technical/repair/altv",
  ];
}

/**
 * Loads each page in one language and fails on any console error, uncaught error, or failed or
 * >= 400 request to the site's own origin (other origins are answered locally by newContext).
 */
export function describeConsoleCrawl(locales: readonly Locale[], pages: () => string[]) {
  describe.each(locales)("pages in %s", (locale) => {
    it("log no error and make no failed request to the site", async () => {
      const context = await newContext({ reducedMotion: "reduce" });
      await context.addInitScript(storeLocale, locale);
      const queue = [...pages()];
      const problems: PageProblems[] = [];
      // A few tabs at once: loading a page is mostly waiting.
      await Promise.all(
        Array.from({ length: TABS }, async () => {
          const page = await context.newPage();
          problems.push(watchProblems(page));
          for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
            await page.goto(url, { waitUntil: "domcontentloaded" });
            await waitForHydration(page);
            await page.waitForFunction((value) => document.documentElement.lang === value, locale);
          }
        }),
      );
      const merged = {
        consoleErrors: problems.flatMap((p) => p.consoleErrors),
        pageErrors: problems.flatMap((p) => p.pageErrors),
        failedRequests: problems.flatMap((p) => p.failedRequests),
      };
      expect(merged).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
      await context.close();
    }, 240_000);
  });
}
