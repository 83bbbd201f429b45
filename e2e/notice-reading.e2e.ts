import { localizePath } from "../app/i18n/paths";
import { expect, offsetBelowHeader, test, type Locator, type Page } from "./fixtures";
import { insideWindow } from "./support/overflow";
import { categoryTitle, frontMatter, gameCategories } from "./journeys/rulebook-content";

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page).toBeHydrated();
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Whether the link lies wholly inside the visible part of the menu's box (the box as cut by the window). */
function insideVisibleMenu(link: Locator) {
  return link.evaluate((target) => {
    const inner = target.getBoundingClientRect();
    const outer = target.closest(".notice-sidebar__categories")!.getBoundingClientRect();
    const header = document.querySelector("[data-site-header]")!.getBoundingClientRect().bottom;
    const top = Math.max(outer.top, header);
    const bottom = Math.min(outer.bottom, window.innerHeight);
    return inner.height > 0 && inner.top >= top - 0.5 && inner.bottom <= bottom + 0.5;
  });
}

/** Whether the first element ends above the start of the second. */
async function isAbove(first: Locator, second: Locator) {
  const [upper, lower] = [await first.boundingBox(), await second.boundingBox()];
  return !!upper && !!lower && upper.y + upper.height <= lower.y;
}

/** Puts a heading where a link to it would, just below the header, at once. */
function scrollToHeading(page: Page, id: string) {
  return page.evaluate((target) => {
    const header = document.querySelector("[data-site-header]")!.getBoundingClientRect().height;
    const top = document.getElementById(target)!.getBoundingClientRect().top + window.scrollY - header - 10;
    window.scrollTo({ top, behavior: "instant" });
  }, id);
}

test.describe("the rulebook menu on a desktop", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  for (const path of [
    "/notice/game/prison/freedom",
    "/notice/game/enterprises/slots",
    "/notice/game/preamble/intro",
  ]) {
    test(`shows ${path} in its own box on load, without scrolling the page`, async ({ page }) => {
      // Scroll events of the page itself (a box's own do not reach the window).
      await page.addInitScript(() => {
        const seen = window as unknown as { pageScrolls: number };
        seen.pageScrolls = 0;
        window.addEventListener("scroll", () => (seen.pageScrolls += 1));
      });
      await open(page, path);
      const box = page.locator(".notice-sidebar__categories");
      const current = box.locator('[aria-current="page"]');
      await expect(current).toHaveAttribute("href", path);
      await expect.poll(() => insideVisibleMenu(current)).toBe(true);
      await expect.poll(() => scrollY(page)).toBe(0);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { pageScrolls: number }).pageScrolls))
        .toBe(0);
      // Only the current category is unfolded.
      await expect(page.locator(".notice-sidebar__group[open]")).toHaveCount(1);
    });
  }

  test("leaves the box at its top when the current article is already in view", async ({ page }) => {
    await open(page, "/notice/game/preamble/intro");
    await expect(page.locator(".notice-sidebar__group[open] > summary")).toHaveText("Préambule");
    await expect
      .poll(() => page.locator(".notice-sidebar__categories").evaluate((box) => box.scrollTop))
      .toBe(0);
  });
});

test.describe("the rulebook on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("puts 'On this page' above the article text, folded, and opens it from the keyboard", async ({
    page,
  }) => {
    await open(page, "/notice/game/justice/court");
    const toc = page.getByRole("navigation", { name: "Sur cette page" });
    await expect(toc).toBeVisible();
    await expect(toc.locator("details")).not.toHaveAttribute("open");
    await expect(toc.getByRole("link")).toHaveCount(0);
    await expect.poll(() => isAbove(toc, page.locator(".article-body"))).toBe(true);
    await expect.poll(() => isAbove(page.locator("h1"), toc)).toBe(true);

    await toc.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(toc.locator("details")).toHaveAttribute("open", "");
    await expect(toc.getByRole("link")).not.toHaveCount(0);
    await expect(toc.getByRole("link").first()).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(toc.locator("details")).not.toHaveAttribute("open");
  });

  test("opens 'Sommaire' on the current category with the article in view, the others folded", async ({
    page,
  }) => {
    await open(page, "/notice/game/prison/freedom");
    const toggle = page.locator(".notice-sidebar__toggle");
    const list = page.locator(".notice-sidebar__categories");
    await expect(list).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const current = list.locator('[aria-current="page"]');
    await expect(current).toHaveAttribute("href", "/notice/game/prison/freedom");
    await expect.poll(() => insideVisibleMenu(current)).toBe(true);
    await expect.poll(() => insideWindow(current)).toBe(true);
    await expect(list.locator(".notice-sidebar__group[open] > summary")).toHaveText([
      categoryTitle("game", "prison"),
    ]);
    await expect(list.locator(".notice-sidebar__group:not([open])")).toHaveCount(gameCategories().length - 1);
    const penal = list.getByRole("link", {
      name: frontMatter("/notice/game/justice/penal").title,
      exact: true,
    });
    await expect(penal).toBeHidden();

    // Another category opens with a tap, and its articles follow.
    await list.locator("summary", { hasText: categoryTitle("game", "justice") }).click();
    await expect(penal).toBeVisible();
    await penal.click();
    await expect(page).toHaveURL(/\/notice\/game\/justice\/penal$/);
    await expect(list).toBeHidden();
  });

  test("opens 'Sommaire' on a category page with that category unfolded", async ({ page }) => {
    await open(page, "/notice/game/justice");
    await page.locator(".notice-sidebar__toggle").click();
    const list = page.locator(".notice-sidebar__categories");
    await expect(list.locator(".notice-sidebar__group[open] > summary")).toHaveText(["Justice"]);
    const current = list.locator('[aria-current="page"]');
    await expect(current).toHaveAttribute("href", "/notice/game/justice");
    await expect.poll(() => insideVisibleMenu(current)).toBe(true);
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("a section chosen under 'On this page' lands below the header", async ({ page }) => {
      await open(page, "/notice/game/banking/public");
      const toc = page.getByRole("navigation", { name: "Sur cette page" });
      await toc.locator("summary").click();
      const link = toc.getByRole("link").nth(2);
      const id = (await link.getAttribute("href"))!.slice(1);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect.poll(async () => (await offsetBelowHeader(page, id)).offset).toBe(10);
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport({ ratio: 1 });
    });

    test("a first load with a hash puts its heading 10 px below the header", async ({ page }) => {
      await open(page, "/notice/game/justice/court#le-deroule-d-un-proces");
      await expect
        .poll(async () => (await offsetBelowHeader(page, "le-deroule-d-un-proces")).offset)
        .toBe(10);
    });
  });
});

test.describe("the section being read", () => {
  test.use({ viewport: { width: 1366, height: 900 }, reducedMotion: "reduce" });

  test("is marked in the rulebook's 'On this page' as the reader scrolls", async ({ page }) => {
    await open(page, "/notice/game/character/ability");
    const links = page.locator(".toc a");
    const marked = page.locator(".toc a[aria-current]");
    await expect(links).not.toHaveCount(0);
    await expect(marked).toHaveCount(0);
    const ids = await links.evaluateAll((list) => list.map((link) => link.getAttribute("href")!.slice(1)));

    await scrollToHeading(page, ids[2]!);
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveAttribute("href", `#${ids[2]}`);
    await expect(marked).toHaveAttribute("aria-current", "location");
    await expect(marked).toHaveCSS("color", "rgb(255, 194, 102)");
    await expect(links.first()).not.toHaveCSS("color", "rgb(255, 194, 102)");

    // A little higher, the section before is the one being read.
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, -40);
    await expect(marked).toHaveAttribute("href", `#${ids[1]}`);

    // Back at the top, before the first heading, nothing is marked.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(marked).toHaveCount(0);

    // A section chosen in the list is the one marked once the page lands on it.
    await links.nth(3).click();
    await expect(marked).toHaveAttribute("href", `#${ids[3]}`);
  });

  test("is marked in the terms' table of contents", async ({ page }) => {
    await open(page, "/cgu");
    const marked = page.locator(".terms-toc a[aria-current]");
    await expect(marked).toHaveCount(0);
    await scrollToHeading(page, "law");
    await expect(marked).toHaveAttribute("href", "/cgu#law");
    await expect(marked).toHaveAttribute("aria-current", "location");
    await expect(marked).toHaveCSS("color", "rgb(255, 194, 102)");
    await page.locator('.terms-toc a[href="/cgu#usage"]').click();
    await expect(marked).toHaveAttribute("href", "/cgu#usage");
  });
});

test.describe("the image popup", () => {
  test.use({ reducedMotion: "reduce" });

  for (const locale of ["fr", "ar"] as const) {
    test(`opens the whole image fitted under its close button, and at its own size on demand, from 360 to 1366 px (${locale})`, async ({
      page,
    }) => {
      await open(page, localizePath(locale, "/notice/game/justice/court"));
      const image = page.locator(".article-body img.zoomable").first();
      const popup = page.locator("dialog.lightbox");
      const large = popup.locator("img");
      const close = popup.locator(".lightbox__close");
      const toggle = popup.locator(".lightbox__fit");
      /** The image's box against its own size and the window, and whether it is below the close button. */
      const shown = () =>
        large.evaluate((img: HTMLImageElement) => {
          const box = img.getBoundingClientRect();
          const button = document.querySelector(".lightbox__close")!.getBoundingClientRect();
          return {
            loaded: img.naturalWidth > 0,
            ownSize: Math.abs(box.width - img.naturalWidth) < 1,
            whole: box.left >= -0.5 && box.right <= innerWidth + 0.5 && box.bottom <= innerHeight + 0.5,
            belowClose: button.bottom <= box.top,
            larger: img.naturalWidth > innerWidth || img.naturalHeight > innerHeight,
          };
        });
      for (const width of [360, 390, 414, 1366]) {
        await page.setViewportSize({ width, height: width < 700 ? 800 : 900 });
        await image.click();
        await expect(popup).toHaveJSProperty("open", true);
        await expect.poll(() => insideWindow(popup), { message: `${width} px` }).toBe(true);
        await expect.poll(() => insideWindow(close), { message: `${width} px` }).toBe(true);
        // The whole image at first, whatever the screen, below the close button.
        await expect
          .poll(
            async () => {
              const state = await shown();
              return state.loaded && state.whole && state.belowClose;
            },
            { message: `${width} px` },
          )
          .toBe(true);
        if ((await shown()).larger) {
          // Larger than the screen: the button offers its own size, and then the whole image again.
          await expect(toggle).toBeVisible();
          const fittedLabel = await toggle.innerText();
          await toggle.click();
          await expect(popup).toHaveJSProperty("open", true);
          await expect.poll(async () => (await shown()).ownSize, { message: `${width} px` }).toBe(true);
          await expect(toggle).not.toHaveText(fittedLabel);
        }
        await large.click();
        await expect(popup).toHaveJSProperty("open", false);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      // The image is a link to its file: from the keyboard it opens the popup, which gives the focus back.
      const link = page.locator(".article-body .zoomable-link").first();
      await link.focus();
      await page.keyboard.press("Enter");
      await expect(popup).toHaveJSProperty("open", true);
      await page.keyboard.press("Escape");
      await expect(popup).toHaveJSProperty("open", false);
      await expect(link).toBeFocused();
    });
  }
});

test.describe("the same page with another query", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("keeps its place", async ({ page }) => {
    await open(page, "/notice/changes");
    const select = page.locator(".change-log-filter select");
    // Down the page, with the filter still in view so that choosing in it scrolls nothing itself.
    const top = await select.evaluate((element) => {
      const header = document.querySelector("[data-site-header]")!.getBoundingClientRect().height;
      return Math.round(element.getBoundingClientRect().top + window.scrollY - header - 20);
    });
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    await expect.poll(() => scrollY(page)).toBe(top);
    await select.selectOption("justice");
    await expect(page).toHaveURL(/\/notice\/changes\?category=justice$/);
    await expect(page.locator(".change-log__item").first()).toContainText("Justice");
    await expect.poll(() => scrollY(page)).toBeGreaterThan(top - 3);
    await expect.poll(() => scrollY(page)).toBeLessThan(top + 3);
    await select.selectOption("");
    await expect(page).toHaveURL(/\/notice\/changes$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(top - 3);
    await expect.poll(() => scrollY(page)).toBeLessThan(top + 3);
  });
});

for (const locale of ["fr", "ar"] as const) {
  test.describe(`an article on a phone (${locale})`, () => {
    test.use({ storedLocale: locale, reducedMotion: "reduce", viewport: { width: 390, height: 844 } });

    test("has no axe violation with the menu open, then with 'On this page' open", async ({ page }) => {
      await open(page, localizePath(locale, "/notice/game/justice/court"));
      await page.locator(".notice-sidebar__toggle").click();
      await expect(page.locator(".notice-sidebar__categories")).toBeVisible();
      await expect(page).toHaveNoAxeViolations();
      // The menu lies over the page: Escape closes it.
      await page.keyboard.press("Escape");
      await expect(page.locator(".notice-sidebar__categories")).toBeHidden();
      await page.locator(".toc-collapsible summary").click();
      await expect(page.locator(".toc-collapsible a").first()).toBeVisible();
      await expect(page).toHaveNoAxeViolations();
    });
  });
}
