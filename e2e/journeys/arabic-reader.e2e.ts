/**
 * A player reads the rulebook in Arabic (right to left): searches it on a phone, reads glossary
 * tips on a desktop, opens a diagram and the "Sommaire", and hears where a search result led.
 */
import { localizePath } from "../../app/i18n/paths";
import { expect, test, type Locator, type Page } from "../fixtures";
import { horizontalOverflow, insideWindow } from "../support/overflow";
import { rulebookPagesByCategory } from "../../tools/site-pages";
import {
  articleWithImage,
  articlesWithGlossaryTerms,
  catalogue,
  frequentWord,
  longestCategory,
} from "./rulebook-content";

const ar = catalogue("ar");
const arabic = (path: string) => localizePath("ar", path);

test.use({ storedLocale: "ar", reducedMotion: "reduce" });

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page).toBeHydrated();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

async function box(locator: Locator) {
  return locator.evaluate((element) => {
    const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
    return { left, top, right, bottom, width, height };
  });
}

/** Where an element's content is drawn (its box may be wider than its words). */
function textBox(locator: Locator) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { left, right } = range.getBoundingClientRect();
    return { left, right };
  });
}

/** Whether the element's text is drawn whole inside its own box (not cut by it). */
function textWhole(locator: Locator) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const own = element.getBoundingClientRect();
    return (
      text.width > 0 &&
      text.left >= Math.max(own.left, 0) - 0.5 &&
      text.right <= Math.min(own.right, window.innerWidth) + 0.5
    );
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test("the previous and next articles show each French title on the side of its label", async ({ page }) => {
    await open(page, `/ar${longestCategory().articles[1]!.path}`);
    for (const side of ["previous", "next"] as const) {
      const link = page.locator(`.prev-next__link--${side}`);
      const [label, title] = [
        await textBox(link.locator(".prev-next__label")),
        await textBox(link.locator(".prev-next__title")),
      ];
      // Right to left, the previous article's label starts at the right; the next one's at the left.
      if (side === "previous") expect(Math.abs(label.right - title.right)).toBeLessThan(2);
      else expect(Math.abs(label.left - title.left)).toBeLessThan(2);
    }
  });

  test("the search dialog stays in the screen, its count whole, and a tap outside closes it", async ({
    page,
  }) => {
    await open(page, arabic(articleWithImage()));
    await page.locator(".notice-search__open").tap();
    const dialog = page.locator(".notice-search__dialog");
    await expect(dialog).toHaveJSProperty("open", true);
    await dialog.getByRole("combobox").fill(frequentWord());
    await expect(dialog.locator('[role="option"]').first()).toBeVisible();

    const frame = await box(dialog);
    for (const control of await dialog.locator("button, input, [role='status']").all()) {
      await expect.poll(() => insideWindow(control)).toBe(true);
      const area = await box(control);
      expect(area.left).toBeGreaterThanOrEqual(frame.left - 0.5);
      expect(area.right).toBeLessThanOrEqual(frame.right + 0.5);
    }
    const status = dialog.getByRole("status");
    await expect(status).toHaveText(/\d/);
    await expect.poll(() => textWhole(status)).toBe(true);
    await expect.poll(() => horizontalOverflow(page)).toEqual([]);
    await expect(page).toHaveNoAxeViolations();

    await page.touchscreen.tap(195, Math.round((frame.bottom + 844) / 2));
    await expect(dialog).toHaveJSProperty("open", false);
  });

  test("the diagram's close button sits off the image, in the screen", async ({ page }) => {
    await open(page, arabic(articleWithImage()));
    const image = page.locator(".article-body img.zoomable").first();
    await image.scrollIntoViewIfNeeded();
    await image.tap();
    const popup = page.locator("dialog.lightbox");
    await expect(popup).toHaveJSProperty("open", true);
    // The French diagram opens at its start, on the left, as it reads: not at its right end.
    const large = popup.locator("img");
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(390);
    expect(
      await large.evaluate((img) => Math.round(img.getBoundingClientRect().left)),
    ).toBeGreaterThanOrEqual(0);
    const close = popup.getByRole("button", { name: ar("app.notice.image.close") });
    await expect.poll(() => insideWindow(close)).toBe(true);
    const [button, picture] = [await box(close), await box(popup.locator("img"))];
    expect(button.bottom <= picture.top || button.top >= picture.bottom).toBe(true);
    await expect(page).toHaveNoAxeViolations();
    await page.keyboard.press("Escape");
    await expect(popup).toHaveJSProperty("open", false);
  });

  test("the 'Sommaire' opens within the screen, right to left", async ({ page }) => {
    await open(page, arabic("/notice/game/prison"));
    await page.getByRole("button", { name: ar("app.notice.sidebarToggle"), exact: true }).tap();
    const menu = page.locator(".notice-sidebar__categories");
    await expect(menu).toBeVisible();
    await expect.poll(() => insideWindow(menu)).toBe(true);
    await expect(menu.locator('[aria-current="page"]')).toBeInViewport();
    await expect.poll(() => horizontalOverflow(page)).toEqual([]);
  });
});

test.describe("on a phone with larger text", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // Players met every Arabic rulebook page 405 px wide at 390 px, the search field out on the left
  // and the page's right edge, where Arabic lines start, cut off. A field's own width follows its
  // font, which the reader's phone chooses: here, text made larger in the phone's settings.
  test("the rulebook's pages fit phones of 320, 360 and 390 px, the language's code beside its globe", async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 20, fixed: 16 } });
    const kinds = ["/notice/game", rulebookPagesByCategory()[0]!.pages[0]!, articleWithImage()];
    for (const path of kinds) {
      await open(page, arabic(path));
      for (const width of [390, 360, 320]) {
        await page.setViewportSize({ width, height: 844 });
        await expect
          .poll(() => horizontalOverflow(page, width), { message: `${path} at ${width} px` })
          .toEqual([]);
        await expect.poll(() => insideWindow(page.locator(".notice-search__open"))).toBe(true);
        // « AR » once sat above the globe: both on one line, inside the button.
        const button = page.locator(".language-switcher__button");
        const [globe, code] = [await box(button.locator("svg")), await box(button.locator("span").last())];
        expect(Math.abs((globe.top + globe.bottom) / 2 - (code.top + code.bottom) / 2)).toBeLessThan(3);
        expect(code.height).toBeLessThan(globe.height * 2);
        await expect.poll(() => insideWindow(button)).toBe(true);
      }
      await page.setViewportSize({ width: 390, height: 844 });
    }
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("glossary tips stay inside the article column, off the menu", async ({ page }) => {
    await open(page, arabic(articlesWithGlossaryTerms()[0]!));
    const column = await box(page.locator(".notice-layout__content"));
    const menu = await box(page.locator(".notice-sidebar"));
    const terms = page.locator(".article-body .glossary__term");
    await expect(terms).not.toHaveCount(0);
    for (const term of await terms.all()) {
      const tip = page.locator(`[id="${await term.getAttribute("aria-describedby")}"]`);
      await term.hover();
      await expect(tip).toBeVisible();
      await expect
        .poll(async () => {
          const area = await box(tip);
          return (
            area.left >= column.left - 0.5 && area.right <= column.right + 0.5 && area.right <= menu.left
          );
        })
        .toBe(true);
    }
  });

  test("a search result's page is announced in Arabic, focus on its section", async ({ page }) => {
    await open(page, arabic("/notice"));
    await page.keyboard.press("/");
    await page.keyboard.type(frequentWord());
    const dialog = page.locator(".notice-search__dialog");
    await expect(dialog.locator('[role="option"]').first()).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/ar\/notice\/.+/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    // Focus lands once the new page is drawn: only then is its title the one to read.
    const hash = new URL(page.url()).hash.slice(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id || document.activeElement?.tagName))
      .toBe(hash || "H1");
    const title = await page.locator("h1").innerText();
    await expect(
      page.locator('[role="status"], [aria-live="polite"]').filter({ hasText: title }),
    ).not.toHaveCount(0);
  });
});
