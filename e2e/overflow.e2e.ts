import { localizePath } from "../app/i18n/paths";
import { expect, test } from "./fixtures";
import { catalogue } from "./support/catalogue";
import { horizontalOverflow, insideWindow } from "./support/overflow";

// Every page at 390 and 1366 px, and its popups and dialogs on a phone, are checked in the crawl
// (crawl.e2e.ts). Here: what only shows on a particular text or a particular gesture.

test.describe("titles on a phone", () => {
  test.use({ storedLocale: "de", viewport: { width: 390, height: 844 } });

  test("the longest one-word title fits its line, unbroken", async ({ page }) => {
    await page.goto("/de/cgu");
    const title = page.locator("h1");
    await expect(title).toHaveText(catalogue("de")["app.title.terms"]!);
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
  test.describe(`glossary tooltips on a phone (${locale})`, () => {
    test.use({ storedLocale: locale, reducedMotion: "reduce", viewport: { width: 390, height: 844 } });

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
  });
}
