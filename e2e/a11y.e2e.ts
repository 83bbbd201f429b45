import { STATIC_PAGE_PATHS } from "../app/data/pages";
import { LOCALES, type Locale } from "../app/i18n/locales";
import { localizePath } from "../app/i18n/paths";
import { expect, test, type Page } from "./fixtures";
import { ARTICLE_SAMPLE, PAGE_KINDS } from "./support/site-pages";

const NOT_FOUND = "/does-not-exist/at/all";
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== "fr" && locale !== "ar");

/**
 * Which pages axe checks in which language: French (the reference) on every kind of page and on
 * articles chosen for their content, Arabic (right to left) on every kind of page, and the other
 * languages, which differ only by their texts, on the static pages shared out between them.
 */
const PLAN: Record<Locale, readonly string[]> = {
  fr: [...new Set([...PAGE_KINDS, ...ARTICLE_SAMPLE, NOT_FOUND])],
  ar: [...PAGE_KINDS, NOT_FOUND],
  ...(Object.fromEntries(
    OTHER_LOCALES.map((locale, index) => [
      locale,
      STATIC_PAGE_PATHS.filter((_, page) => page % OTHER_LOCALES.length === index),
    ]),
  ) as Record<(typeof OTHER_LOCALES)[number], string[]>),
};

async function open(page: Page, path: string, locale: Locale) {
  // The address decides the language (a stored choice moves only an arrival at /).
  await page.goto(localizePath(locale, path));
  // The 404 page is static HTML without React; it applies the stored language itself.
  if (path !== NOT_FOUND) await expect(page).toBeHydrated();
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
}

for (const locale of LOCALES) {
  test.describe(`accessibility (${locale})`, () => {
    test.use({ storedLocale: locale, reducedMotion: "reduce" });

    for (const path of PLAN[locale]) {
      test(`${path} has no axe violation`, async ({ page }) => {
        await open(page, path, locale);
        await expect(page).toHaveNoAxeViolations();
      });
    }

    // The site's interactive states, in the reference language and in the right-to-left one.
    if (locale !== "fr" && locale !== "ar") return;

    test("the map with a point selected has no axe violation", async ({ page }) => {
      await open(page, "/board?category=dealer&poi=2005", locale);
      await expect(page.locator(".leaflet-marker-icon.poi-marker--selected")).toHaveCount(1);
      await expect(page.locator('.poi-list__option[aria-selected="true"]')).toHaveCount(1);
      await expect(page).toHaveNoAxeViolations();
    });

    test("each community tab has no axe violation", async ({ page }) => {
      await open(page, "/community", locale);
      const tabs = page.getByRole("tab");
      await expect(tabs).toHaveCount(4);
      for (let index = 0; index < 4; index += 1) {
        await tabs.nth(index).click();
        await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true");
        await expect(page, `tab ${index}`).toHaveNoAxeViolations();
      }
    });

    test("the open language popup has no axe violation", async ({ page }) => {
      await open(page, "/", locale);
      const button = page.locator(".language-switcher__button");
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(page).toHaveNoAxeViolations();
    });

    test("the open image popup has no axe violation", async ({ page }) => {
      await open(page, "/notice/game/justice/court", locale);
      await page.locator(".article-body img.zoomable").first().click();
      await expect(page.locator("dialog.lightbox")).toHaveJSProperty("open", true);
      await expect(page).toHaveNoAxeViolations();
    });
  });
}
