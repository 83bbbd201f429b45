import { LOCALES } from "../app/i18n/locales";
import { localizePath } from "../app/i18n/paths";
import { expect, test, type Page } from "./fixtures";
import { catalogue } from "./support/catalogue";

/** Every scroll position the page goes through, from now on. */
async function recordScrolling(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { scrolls: number[] }).scrolls = seen;
    window.addEventListener("scroll", () => seen.push(Math.round(window.scrollY)), { passive: true });
  });
}
const scrolls = (page: Page) => page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls);

test.describe("scroll between pages", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("a new page starts at its top at once, and Back returns to the exact place the reader left", async ({
    page,
  }) => {
    await page.goto("/notice/game/justice/penal");
    await expect(page).toBeHydrated();
    await page.evaluate(() => window.scrollTo({ top: 3000, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(3000);
    await recordScrolling(page);

    await page.locator(".notice-sidebar").getByRole("link", { name: "Tribunal et procès" }).click();
    await expect(page).toHaveURL(/\/notice\/game\/justice\/court$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tribunal et procès");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Straight to the top: no smooth scroll through the positions in between.
    expect((await scrolls(page)).filter((y) => y > 0 && y < 3000)).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(/\/notice\/game\/justice\/penal$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2980);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(3020);

    await page.goForward();
    await expect(page).toHaveURL(/\/notice\/game\/justice\/court$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("header", () => {
  // The narrowest width of each wide layout: links without icons from 1024 px, with icons from
  // 1200 px (the header's widest, so the same line as on any larger screen).
  for (const width of [1024, 1200])
    for (const locale of LOCALES) {
      test(`holds on one line inside its margins at ${width} px in ${locale}, icons whole`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(localizePath(locale, "/notice"));
        await expect(page).toBeHydrated();
        await expect(page.locator(".main-nav__toggle")).toBeHidden();
        const rows = await page.evaluate(() => {
          const items = [
            ...document.querySelectorAll(".site-header__brand, .main-nav__list > li, .language-switcher"),
          ];
          const header = document.querySelector(".site-header__inner")!;
          const inner = header.getBoundingClientRect();
          const padding = parseFloat(getComputedStyle(header).paddingInlineEnd);
          return {
            centres: new Set(
              items.map((item) => {
                const box = item.getBoundingClientRect();
                return Math.round((box.top + box.bottom) / 2);
              }),
            ).size,
            tallest: Math.max(...items.map((item) => item.getBoundingClientRect().height)),
            overflow:
              Math.max(...items.map((item) => item.getBoundingClientRect().right)) - (inner.right - padding),
            underflow:
              inner.left + padding - Math.min(...items.map((item) => item.getBoundingClientRect().left)),
            // Icons drawn narrower than their size were squeezed by the text beside them.
            squeezed: [...header.querySelectorAll("svg")]
              .map((icon) => ({
                drawn: icon.getBoundingClientRect().width,
                size: Number(icon.getAttribute("width")),
              }))
              .filter(({ drawn, size }) => drawn > 0 && drawn < size - 0.5),
          };
        });
        expect(rows.centres).toBe(1);
        expect(rows.tallest).toBeLessThanOrEqual(48);
        expect(rows.overflow).toBeLessThanOrEqual(0.5);
        expect(rows.underflow).toBeLessThanOrEqual(0.5);
        expect(rows.squeezed).toEqual([]);
        await expect(page.locator(".main-nav__list .nav-link--button")).toHaveText(
          catalogue(locale)["app.page.members"]!,
        );
      });
    }
});

test.describe("phone menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("keeps the focus inside while open, and Escape gives it back to the button", async ({ page }) => {
    await page.goto("/");
    await expect(page).toBeHydrated();
    const toggle = page.locator(".main-nav__toggle");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest(".main-nav"))).toBe(true);
    }
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest(".main-nav"))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});

test.describe("keyboard hints", () => {
  test("show with a keyboard and a mouse", async ({ page }) => {
    await page.goto("/notice");
    await expect(page).toBeHydrated();
    await expect(page.locator(".notice-search__open kbd")).toBeVisible();
  });

  test.describe("on a touch screen", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("are hidden", async ({ page }) => {
      await page.goto("/notice");
      await expect(page).toBeHydrated();
      await expect(page.locator(".notice-search__open kbd")).toBeHidden();
      await page.locator(".notice-search__open").click();
      await expect(page.locator(".notice-search__hint")).toBeHidden();
    });
  });
});
