import { localizePath } from "../app/i18n/paths";
import { expect, test, type Page } from "./fixtures";

// Every page's own state is judged by axe in the crawl (crawl.e2e.ts). Here: the states a reader
// opens, in the reference language and in the right-to-left one.

async function open(page: Page, path: string, locale: "fr" | "ar") {
  await page.goto(localizePath(locale, path));
  await expect(page).toBeHydrated();
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
}

for (const locale of ["fr", "ar"] as const) {
  test.describe(`accessibility of what opens (${locale})`, () => {
    test.use({ storedLocale: locale, reducedMotion: "reduce" });

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
