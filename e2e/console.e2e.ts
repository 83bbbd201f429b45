import { STATIC_PAGE_PATHS } from "../app/data/pages";
import { LOCALES, type Locale } from "../app/i18n/locales";
import { localizePath } from "../app/i18n/paths";
import { expect, test, type BrowserContext, type PageProblems } from "./fixtures";
import { PAGE_KINDS, RULEBOOK_TYPE_PAGES, rulebookPagesByCategory } from "./support/site-pages";

// Each page loads, hydrates and takes its language without a console error, an uncaught error, or
// a failed or >= 400 request to the site (other origins are answered locally by the fixtures).

/** Loading a page is mostly waiting: a few tabs at once. */
const TABS = 3;

async function crawl(context: BrowserContext, pages: readonly string[], locale: Locale) {
  const queue = [...pages];
  await Promise.all(
    Array.from({ length: Math.min(TABS, queue.length) }, async () => {
      const page = await context.newPage();
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        await page.goto(localizePath(locale, url), { waitUntil: "domcontentloaded" });
        await expect(page, url).toBeHydrated();
        await expect(page.locator("html"), url).toHaveAttribute("lang", locale);
      }
      await page.close();
    }),
  );
}

const expectNoProblems = (problems: PageProblems) =>
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });

test.use({ reducedMotion: "reduce" });

test.describe("every page in French", () => {
  test.use({ storedLocale: "fr" });

  const groups = [
    { name: "the static pages", pages: STATIC_PAGE_PATHS },
    { name: "the rulebook's types", pages: RULEBOOK_TYPE_PAGES },
    ...rulebookPagesByCategory().map(({ category, pages }) => ({ name: `rulebook ${category}`, pages })),
  ];
  for (const { name, pages } of groups) {
    test(`${name}: no error, no failed request`, async ({ context, problems }) => {
      await crawl(context, pages, "fr");
      expectNoProblems(problems);
    });
  }
});

for (const locale of LOCALES.filter((value) => value !== "fr")) {
  test.describe(`every kind of page in ${locale}`, () => {
    test.use({ storedLocale: locale });

    const rulebook = PAGE_KINDS.filter((path) => path.startsWith("/notice/"));
    const others = PAGE_KINDS.filter((path) => !rulebook.includes(path));
    for (const [name, pages] of [
      ["the static pages", others],
      ["the rulebook's kinds of page", rulebook],
    ] as const) {
      test(`${name}: no error, no failed request`, async ({ context, problems }) => {
        await crawl(context, pages, locale);
        expectNoProblems(problems);
      });
    }
  });
}
