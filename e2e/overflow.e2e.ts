import { STATIC_PAGE_PATHS } from "../app/data/pages";
import { LOCALES, type Locale } from "../app/i18n/locales";
import { localizePath } from "../app/i18n/paths";
import { NOTICE_CHANGES } from "../app/notice/model";
import { expect, test, type Page } from "./fixtures";
import { horizontalOverflow, insideWindow } from "./support/overflow";
import { PAGE_KINDS, RULEBOOK_TYPE_PAGES, rulebookPagesByCategory } from "./support/site-pages";

const NOT_FOUND = "/this-page-does-not-exist";

/**
 * Every kind of page: each route of the site, the 404, and in the rulebook each category page with
 * one of its articles (their content differs: tables, images, long words).
 */
const EVERY_KIND = [
  ...STATIC_PAGE_PATHS,
  ...RULEBOOK_TYPE_PAGES,
  NOTICE_CHANGES,
  ...rulebookPagesByCategory().flatMap(({ pages }) => pages.slice(0, 2)),
  NOT_FOUND,
];

/** Opens each page in turn in the same tab and expects nothing to stick out sideways. */
async function expectNoOverflow(page: Page, locale: Locale, paths: readonly string[]) {
  for (const path of paths) {
    const url = localizePath(locale, path);
    await page.goto(url);
    // The 404 page is static HTML without React.
    if (path !== NOT_FOUND) await expect(page).toBeHydrated();
    await expect.poll(() => horizontalOverflow(page), { message: url }).toEqual([]);
  }
}

for (const locale of LOCALES) {
  test.describe(`sideways overflow (${locale})`, () => {
    test.use({ storedLocale: locale, reducedMotion: "reduce", viewport: { width: 390, height: 844 } });

    test(`no page is wider than a 390 px phone`, async ({ page }) => {
      await expectNoOverflow(page, locale, EVERY_KIND);
    });
  });
}

test.describe("titles on a phone", () => {
  test.use({ storedLocale: "de", viewport: { width: 390, height: 844 } });

  test("the longest one-word title fits its line, unbroken", async ({ page }) => {
    await page.goto("/de/cgu");
    const title = page.locator("h1");
    await expect(title).toHaveText("Nutzungsbedingungen");
    // One line: the box is no taller than the title's line height.
    await expect
      .poll(() =>
        title.evaluate(
          (h1) => h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight),
        ),
      )
      .toBeLessThan(1.5);
  });
});

for (const locale of ["fr", "ar"] as const) {
  test.describe(`sideways overflow with a popup open (${locale})`, () => {
    test.use({ storedLocale: locale, reducedMotion: "reduce", viewport: { width: 390, height: 844 } });

    test("no page is wider than a 1024 px screen", async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await expectNoOverflow(page, locale, PAGE_KINDS);
    });

    test("glossary tooltips stay inside a 390 px phone, by keyboard and by mouse", async ({ page }) => {
      await page.goto(localizePath(locale, "/notice/game/police/corruption"));
      await expect(page).toBeHydrated();
      const terms = page.locator(".article-body .glossary__term");
      await expect(terms).not.toHaveCount(0);
      // Every term of an article full of them: some sit at the end of a line, by the right edge.
      for (const term of await terms.all()) {
        const tip = page.locator(`[id="${await term.getAttribute("aria-describedby")}"]`);
        await term.focus();
        await expect(tip).toBeVisible();
        await expect.poll(() => insideWindow(tip)).toBe(true);
        await expect.poll(() => horizontalOverflow(page)).toEqual([]);
        await term.hover();
        await expect(tip).toBeVisible();
        await expect.poll(() => insideWindow(tip)).toBe(true);
        await expect.poll(() => horizontalOverflow(page)).toEqual([]);
        await page.keyboard.press("Escape");
      }
    });

    test("the search dialog, the image popup and the language popup stay inside a 390 px phone", async ({
      page,
    }) => {
      await page.goto(localizePath(locale, "/notice/game/justice/court"));
      await expect(page).toBeHydrated();

      await page.locator(".notice-search__open").click();
      const search = page.locator(".notice-search__dialog");
      await expect(search).toHaveJSProperty("open", true);
      await page.getByRole("combobox").fill("amende");
      await expect(page.locator(".search-result").first()).toBeVisible();
      await expect.poll(() => insideWindow(search)).toBe(true);
      await expect.poll(() => horizontalOverflow(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(search).toHaveJSProperty("open", false);

      const image = page.locator(".article-body img.zoomable").first();
      const popup = page.locator("dialog.lightbox");
      await image.click();
      await expect(popup).toHaveJSProperty("open", true);
      await expect.poll(() => insideWindow(popup)).toBe(true);
      await expect.poll(() => horizontalOverflow(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(popup).toHaveJSProperty("open", false);

      const languages = page.locator(".language-switcher__button");
      await languages.click();
      await expect(languages).toHaveAttribute("aria-expanded", "true");
      const list = page.locator(".language-switcher__list");
      await expect(list).toBeVisible();
      await expect.poll(() => insideWindow(list)).toBe(true);
      await expect.poll(() => horizontalOverflow(page)).toEqual([]);
    });
  });
}
