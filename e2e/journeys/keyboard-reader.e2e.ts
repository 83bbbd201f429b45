/**
 * A player reads the rulebook with the keyboard only, on a desktop screen: searches from where
 * they read, follows a result, jumps within a page and comes back, walks a long category page.
 */
import { expect, offsetBelowHeader, test, type Page } from "../fixtures";
import { holdRequests } from "../support/held-requests";
import { overlayEntryGone, overlayEntryOf } from "../support/overlay-entry";
import {
  articleWithImage,
  articleWithWidestTable,
  catalogue,
  frequentWord,
  longestCategory,
  widespreadWord,
} from "./rulebook-content";
import { readFileSync } from "node:fs";
import { formatText } from "../../app/i18n/format";
import type { Messages } from "../../app/i18n/messages";
import { MAX_RESULTS } from "../../app/notice/search/engine";

const fr = catalogue("fr");
const frMessages = JSON.parse(readFileSync("app/i18n/messages/fr.json", "utf8")) as Messages;

test.use({ viewport: { width: 1366, height: 800 }, reducedMotion: "reduce" });

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page).toBeHydrated();
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Puts an element just below the header, at once. */
function scrollTo(page: Page, selector: string) {
  return page.evaluate((target) => {
    const element = document.querySelector(target)!;
    const header = document.querySelector("[data-site-header]")!.getBoundingClientRect().height;
    window.scrollTo({
      top: element.getBoundingClientRect().top + window.scrollY - header - 10,
      behavior: "instant",
    });
  }, selector);
}

/**
 * Whether the focused element is the page's body or lies in the window. Right after a dialog closes,
 * focus is still in its hidden field until the browser's next frame: poll it.
 */
const focusInView = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return true;
    const box = focused.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });

/**
 * Holds the popups' styles, which come after hydration, until the returned function is called: a
 * slow phone or a busy CPU, where the reader types before the search dialog can show.
 */
const holdPopupStyles = (page: Page) => holdRequests(page, /notice-popups/);

test.describe("searching from the middle of an article", () => {
  test("Escape keeps the reader's place, and reopening selects the last query", async ({ page }) => {
    await open(page, articleWithWidestTable());
    await scrollTo(page, ".article-body h2:nth-of-type(2)");
    const place = await scrollY(page);
    expect(place).toBeGreaterThan(200);

    await page.keyboard.press("/");
    const dialog = page.locator(".notice-search__dialog");
    const input = dialog.getByRole("combobox");
    await expect(input).toBeFocused();
    const query = frequentWord();
    await page.keyboard.type(query);
    await expect(dialog.locator('[role="option"]').first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveJSProperty("open", false);
    expect(await scrollY(page)).toBe(place);
    await expect.poll(() => focusInView(page)).toBe(true);
    await overlayEntryGone(page);

    // Reopened, the last query is selected: typing replaces it.
    await page.keyboard.press("/");
    await expect(input).toBeFocused();
    await expect(input).toHaveValue(query);
    expect(
      await input.evaluate((field: HTMLInputElement) => [field.selectionStart, field.selectionEnd]),
    ).toEqual([0, query.length]);
    await page.keyboard.type("pr");
    await expect(input).toHaveValue("pr");
    await page.keyboard.press("Escape");
    expect(await scrollY(page)).toBe(place);
  });
});

test("a result on the page being read, then Back: the search again, over the place the reader had left", async ({
  page,
}) => {
  const article = articleWithWidestTable();
  await open(page, article);
  await scrollTo(page, ".article-body h2:nth-of-type(2)");
  const place = await scrollY(page);
  // The last section's title: its result is on this very page, far below.
  const heading = page.locator(".article-body h2").last();
  const words = (await heading.evaluate((element) => element.firstChild?.textContent ?? "")).trim();
  const title = (await page.locator("main h1").textContent())!.trim();
  await page.keyboard.press("/");
  const dialog = page.locator(".notice-search__dialog");
  await page.keyboard.type(`${title} ${words}`);
  await expect(dialog.getByRole("listbox")).toHaveAttribute("aria-busy", "false");
  const result = dialog
    .locator('[role="option"]')
    .filter({ has: page.locator(".search-result__path", { hasText: title }) })
    .filter({ has: page.locator(".search-result__heading", { hasText: words }) })
    .first();
  await result.click();
  await expect(page).toHaveURL((url) => url.pathname === article && url.hash !== "");
  await expect.poll(() => scrollY(page)).toBeGreaterThan(place + 200);

  await page.goBack();
  await expect(dialog).toHaveJSProperty("open", true);
  await expect.poll(() => scrollY(page)).toBe(place);
});

test("a search that finds more than it shows says these are the first results", async ({ page }) => {
  const { word, articles } = widespreadWord();
  expect(articles, `« ${word} » is in ${articles} articles`).toBeGreaterThan(MAX_RESULTS);
  await open(page, "/notice");
  await page.keyboard.press("/");
  await page.keyboard.type(word);
  const dialog = page.locator(".notice-search__dialog");
  await expect(dialog.locator('[role="option"]')).toHaveCount(MAX_RESULTS);
  await expect(dialog.getByRole("status")).toHaveText(
    formatText("fr", frMessages, "app.notice.search.resultsFirst", { count: MAX_RESULTS }),
  );
});

for (const [how, closeAndReopen] of [
  // Two keys pressed back to back: "/" comes while focus is still in the closed dialog's field.
  [
    "two key presses",
    async (page: Page) => {
      await page.keyboard.press("Escape");
      await page.keyboard.press("/");
    },
  ],
  // Both keys in one task: "/" comes before the first close's close event.
  [
    "two keys in one go",
    (page: Page) =>
      page.evaluate(() => {
        const key = (target: EventTarget, name: string) =>
          target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
        key(document.activeElement!, "Escape");
        key(document.body, "/");
      }),
  ],
  // Back closes it, and "/" comes as soon as it has, before the browser's next frame, where the
  // dialog's close event waits.
  [
    "Back then a key",
    async (page: Page) => {
      await page.goBack();
      await expect(page.locator(".notice-search__dialog")).toHaveJSProperty("open", false);
      await page.keyboard.press("/");
    },
  ],
] as const) {
  test(`a reader who closes the search and at once opens it again has it open, and Back then closes it (${how})`, async ({
    page,
  }) => {
    await open(page, articleWithWidestTable());
    await scrollTo(page, ".article-body h2:nth-of-type(2)");
    const place = await scrollY(page);
    const address = page.url();
    const dialog = page.locator(".notice-search__dialog");
    await page.keyboard.press("/");
    await expect(dialog).toHaveJSProperty("open", true);
    await page.keyboard.type(frequentWord());
    await closeAndReopen(page);
    await expect(dialog).toHaveJSProperty("open", true);
    // Still open once the first close's Back has landed, with an entry of its own again.
    await expect.poll(() => overlayEntryOf(page)).toBe("search");
    await expect(dialog).toHaveJSProperty("open", true);
    await page.goBack();
    await expect(dialog).toHaveJSProperty("open", false);
    expect(page.url()).toBe(address);
    expect(await scrollY(page)).toBe(place);
  });
}

test("a reader who presses / and types at once, before the search's styles arrive, loses no key", async ({
  page,
}) => {
  const release = await holdPopupStyles(page);
  await open(page, "/notice");
  const word = frequentWord();
  await page.keyboard.press("/");
  await page.keyboard.type(word);
  release();
  const input = page.locator(".notice-search__dialog").getByRole("combobox");
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(word);
  await expect(page.locator(".notice-search__dialog [role='option']").first()).toBeVisible();
  // The page's own field handed its text over.
  await expect(page.locator(".notice-search__field")).toHaveValue("");
});

test("a reader in the middle of an article who presses / before the search's styles arrive keeps their place", async ({
  page,
}) => {
  const release = await holdPopupStyles(page);
  await open(page, articleWithWidestTable());
  await scrollTo(page, ".article-body h2:nth-of-type(2)");
  const place = await scrollY(page);
  expect(place).toBeGreaterThan(200);
  await page.keyboard.press("/");
  await page.keyboard.type(frequentWord());
  // The keys wait in the page's own field, at the top of the page: the page must not jump there.
  expect(await scrollY(page)).toBe(place);
  release();
  const dialog = page.locator(".notice-search__dialog");
  await expect(dialog.locator('[role="option"]').first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveJSProperty("open", false);
  expect(await scrollY(page)).toBe(place);
  await expect.poll(() => focusInView(page)).toBe(true);
});

test.describe("following a search result", () => {
  test("puts focus on the section's heading and announces the new page", async ({ page }) => {
    await open(page, "/notice");
    await page.keyboard.press("/");
    await page.keyboard.type(frequentWord());
    const dialog = page.locator(".notice-search__dialog");
    const options = dialog.locator('[role="option"]');
    await expect(options.first()).toBeVisible();
    // A result at a section of an article.
    const count = await options.count();
    let chosen = -1;
    for (let index = 0; index < count && chosen < 0; index += 1) {
      if (!(await options.nth(index).evaluate((option) => option.matches(".search-result--article"))))
        chosen = index;
    }
    expect(chosen).toBeGreaterThanOrEqual(0);
    for (let step = 0; step < chosen; step += 1) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/notice\/.+#./);
    const hash = new URL(page.url()).hash.slice(1);

    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(hash);
    await expect.poll(async () => (await offsetBelowHeader(page, hash)).offset).toBeLessThanOrEqual(10);
    const title = await page.locator("h1").innerText();
    const announced = page.locator('[role="status"], [aria-live="polite"]').filter({ hasText: title });
    await expect(announced).not.toHaveCount(0);

    // The next Tab goes on from the heading, not from the top of the page.
    const where = await scrollY(page);
    expect(where).toBeGreaterThan(0);
    await page.keyboard.press("Tab");
    const afterHeading = await page.evaluate((id) => {
      const heading = document.getElementById(id)!;
      const focused = document.activeElement!;
      return (
        heading.contains(focused) ||
        !!(heading.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    }, hash);
    expect(afterHeading).toBe(true);
    expect(await scrollY(page)).toBeGreaterThan(where - 50);
  });

  test("Back reopens the search on the result chosen, and Escape then leaves focus in the page's search field", async ({
    page,
  }) => {
    await open(page, "/notice");
    const entries = await page.evaluate(() => history.length);
    await page.keyboard.press("/");
    await page.keyboard.type(frequentWord());
    const dialog = page.locator(".notice-search__dialog");
    const options = dialog.locator('[role="option"]');
    await expect(options.nth(3)).toBeVisible();
    // The results of the whole word, not of its first letters.
    await expect(dialog.getByRole("listbox")).toHaveAttribute("aria-busy", "false");
    for (let step = 0; step < 3; step += 1) await page.keyboard.press("ArrowDown");
    const chosen = (await options.nth(3).textContent())!;
    await page.keyboard.press("Enter");
    // The search's entry, then the page found's.
    await expect.poll(() => page.evaluate(() => history.length)).toBe(entries + 2);

    await page.goBack();
    await expect(dialog).toHaveJSProperty("open", true);
    await expect(dialog.getByRole("combobox")).toHaveValue(frequentWord());
    await expect(options.nth(3)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(3)).toHaveText(chosen);
    await expect(options.nth(3)).toBeInViewport();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveJSProperty("open", false);
    await expect(page.locator(".notice-search__field")).toBeFocused();
  });
});

test("following 'Next article' by keyboard puts focus on the new article's title, and Tab goes on from there", async ({
  page,
}) => {
  await open(page, longestCategory().articles[1]!.path);
  const next = page.locator(".prev-next__link--next");
  const target = await next.getAttribute("href");
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === target);
  const title = page.locator("main h1");
  await expect(title).toBeFocused();
  expect(await scrollY(page)).toBe(0);
  await page.keyboard.press("Tab");
  // The next stop is in the article, on the first screen, not the bottom's links.
  await expect.poll(() => focusInView(page)).toBe(true);

  // Back: the reader is at the link they followed, and so is the focus.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === longestCategory().articles[1]!.path);
  await expect(next).toBeFocused();
  await expect.poll(() => focusInView(page)).toBe(true);
});

test.describe("jumping within an article", () => {
  test("Back returns the view to where the reader was, Forward to the section", async ({ page }) => {
    await open(page, articleWithWidestTable());
    const toc = page.locator(".toc a");
    await expect(toc.nth(2)).toBeVisible();
    const id = (await toc.nth(2).getAttribute("href"))!.slice(1);
    const place = await scrollY(page);

    await toc.nth(2).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect.poll(async () => (await offsetBelowHeader(page, id)).offset).toBe(10);
    const section = await scrollY(page);
    expect(section).toBeGreaterThan(place + 100);

    await page.goBack();
    await expect(page).toHaveURL((url) => url.hash === "");
    await expect.poll(() => scrollY(page)).toBe(place);

    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect.poll(() => scrollY(page)).toBe(section);
  });

  test("after a jump from 'On this page' and Back, focus is on that entry again, and Tab goes on from it", async ({
    page,
  }) => {
    await open(page, articleWithWidestTable());
    const toc = page.locator(".toc a");
    const entry = toc.nth(2);
    const id = (await entry.getAttribute("href"))!.slice(1);
    await entry.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(`[id="${id}"]`)).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL((url) => url.hash === "");
    // Not on the section's heading, from where the next Tab would jump 1,100 px down the page.
    await expect(entry).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(toc.nth(3)).toBeFocused();
    await expect.poll(() => focusInView(page)).toBe(true);
  });
});

test.describe("citing a rule by keyboard and mouse", () => {
  /** The name a copy control shows beside itself (its tip), or "" while it shows none. */
  const shownName = (page: Page, selector: string) =>
    page.locator(selector).evaluate((control) => {
      const tip = getComputedStyle(control, "::after");
      return tip.display === "none" ? "" : tip.content.replace(/^"|"$/g, "");
    });
  /** A control's label as its name starts (the heading's text follows it). */
  const label = (key: string) => fr(key).replace(/\s*:$/, "");

  test("Enter on a heading's « # » copies its link and leaves focus on it: the next Tab reaches the quote", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page, articleWithImage());
    const heading = page.locator(".article-body h2").nth(1);
    const link = heading.locator(".heading-anchor");
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".copy-toast")).not.toBeEmpty();
    await expect(page).toHaveURL((url) => url.hash.length > 1);
    await expect(link).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(heading.locator(".heading-cite")).toBeFocused();
  });

  test("each heading's copy controls show their names on focus and on hover, within the column", async ({
    page,
  }) => {
    await open(page, articleWithImage());
    const heading = ".article-body h2:nth-of-type(2)";
    const [link, cite] = [
      page.locator(`${heading} .heading-anchor`),
      page.locator(`${heading} .heading-cite`),
    ];
    await scrollTo(page, heading);
    expect(await shownName(page, `${heading} .heading-anchor`)).toBe("");

    // By keyboard: "#", then the quote mark, each naming itself.
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    await expect.poll(() => shownName(page, `${heading} .heading-anchor`)).toBe(label("app.notice.copyLink"));
    await page.keyboard.press("Tab");
    await expect(cite).toBeFocused();
    await expect
      .poll(() => shownName(page, `${heading} .heading-cite`))
      .toBe(label("app.notice.copyCitation"));
    // What is shown is how the control's accessible name starts (what a voice command says).
    expect((await cite.evaluate((element) => element.getAttribute("aria-labelledby")))!).toMatch(/\S/);
    await expect(cite).toHaveAccessibleName(new RegExp(`^${label("app.notice.copyCitation")}`));

    // By mouse, the same names; the tip stays inside the article's column.
    await page.mouse.move(0, 0);
    await link.hover();
    await expect.poll(() => shownName(page, `${heading} .heading-anchor`)).toBe(label("app.notice.copyLink"));
    const column = await page.locator(".article-body").boundingBox();
    const tip = await link.evaluate((control) => {
      const heading = control.closest("h2")!.getBoundingClientRect();
      const style = getComputedStyle(control, "::after");
      const box = control.getBoundingClientRect();
      // Its box from its resolved insets in what holds it (the window, or the heading where anchors
      // are not scoped): from its start, or, when aligned to its end, from its end.
      const frame =
        style.position === "fixed" ? { left: 0, right: document.documentElement.clientWidth } : heading;
      const width = parseFloat(style.width);
      const left = style.justifySelf.includes("end")
        ? frame.right - parseFloat(style.right) - width
        : frame.left + parseFloat(style.left);
      return { left, right: left + width, control: { left: box.left, right: box.right } };
    });
    expect(tip.left).toBeGreaterThanOrEqual(column!.x - 0.5);
    expect(tip.right).toBeLessThanOrEqual(column!.x + column!.width + 0.5);
    // Under the control itself, not under the heading's start, a long heading's width away.
    expect(tip.left).toBeLessThanOrEqual(tip.control.right);
    expect(tip.right).toBeGreaterThanOrEqual(tip.control.left);
  });

  test("a heading at the window's bottom edge shows its control's name above it, whole", async ({ page }) => {
    await open(page, articleWithImage());
    const heading = page.locator(".article-body h2").nth(1);
    const link = heading.locator(".heading-anchor");
    // The heading's line at the very bottom of the window, as a reader scrolling down meets it.
    await heading.evaluate((element) => {
      const { bottom } = element.getBoundingClientRect();
      window.scrollBy({ top: bottom - window.innerHeight + 4, behavior: "instant" });
    });
    await link.hover();
    await expect.poll(() => shownName(page, ".article-body h2:nth-of-type(2) .heading-anchor")).not.toBe("");
    const placed = await link.evaluate((control) => {
      const style = getComputedStyle(control, "::after");
      const top = parseFloat(style.top);
      return {
        position: style.position,
        top,
        bottom: top + parseFloat(style.height),
        control: control.getBoundingClientRect().top,
      };
    });
    // Placed in the window (Chromium scopes anchors), where a name can go above its control.
    expect(placed.position).toBe("fixed");
    expect(placed.top).toBeGreaterThanOrEqual(0);
    expect(placed.bottom).toBeLessThanOrEqual(await page.evaluate(() => window.innerHeight));
    expect(placed.bottom).toBeLessThanOrEqual(placed.control + 1);
  });

  test("the rulebook's home explains citing, naming both controls as the articles show them", async ({
    page,
  }) => {
    await open(page, "/notice");
    const help = page.getByRole("region", { name: fr("app.notice.cite.title") });
    await expect(help).toBeVisible();
    await expect(help).toContainText(label("app.notice.copyLink"));
    await expect(help).toContainText(label("app.notice.copyCitation"));
    await expect(help.locator(".heading-anchor")).toBeVisible();
    await expect(help.locator(".heading-cite")).toBeVisible();
  });
});

test.describe("a long category page by keyboard", () => {
  test("its list leads to each article, and each article back to the list", async ({ page }) => {
    const category = longestCategory();
    await open(page, category.path);
    const list = page.getByRole("navigation", { name: fr("app.notice.category.articles") });
    const links = list.getByRole("link");
    await expect(links).toHaveCount(category.articles.length);

    const second = links.nth(1);
    const target = (await second.getAttribute("href"))!.slice(1);
    await second.focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await offsetBelowHeader(page, target)).offset).toBe(10);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(target);

    // The article's own "back to the list" link, reached by Tab from its heading.
    const back = page
      .locator(`article:has([id="${target}"])`)
      .getByRole("link", { name: fr("app.notice.category.backToList") });
    await expect(back).toHaveCount(1);
    let reached = false;
    for (let step = 0; step < 200 && !reached; step += 1) {
      await page.keyboard.press("Tab");
      reached = await back.evaluate((link) => link === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press("Enter");
    await expect(list).toBeInViewport();
    await expect
      .poll(() =>
        list.evaluate((nav) => nav.contains(document.activeElement) || nav === document.activeElement),
      )
      .toBe(true);
  });
});

test.describe("dismissing the language offer with the keyboard", () => {
  // The test browser prefers English: the French pages offer English.
  test.use({ languageSuggestion: true });
  const en = catalogue("en");

  test("focus goes back where it was, or to the language button, never to the page's start", async ({
    page,
  }) => {
    await open(page, "/");
    const offer = page.getByRole("complementary", { name: en("app.language.suggestion.label") });
    const dismiss = offer.getByRole("button", { name: en("app.language.suggestion.dismiss") });
    await expect(dismiss).toBeVisible();

    // Reached by Tab from the page's start, after the skip link: focus goes back to the skip link.
    await page.keyboard.press("Tab");
    const skipLink = page.locator(".skip-link");
    await expect(skipLink).toBeFocused();
    for (
      let step = 0;
      step < 3 && !(await dismiss.evaluate((button) => button === document.activeElement));
      step += 1
    )
      await page.keyboard.press("Tab");
    await expect(dismiss).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(offer).toHaveCount(0);
    await expect(skipLink).toBeFocused();

    // Reached by Shift+Tab from a link of the header: focus goes back to that link.
    await page.evaluate(() => localStorage.clear());
    await open(page, "/");
    await expect(dismiss).toBeVisible();
    const brand = page.locator(".site-header__brand");
    await brand.focus();
    await page.keyboard.press("Shift+Tab");
    await expect(dismiss).toBeFocused();
    await page.keyboard.press("Space");
    await expect(offer).toHaveCount(0);
    await expect(brand).toBeFocused();

    // Focused with no element before it (as a screen reader may do): the language button gets it.
    await page.evaluate(() => localStorage.clear());
    await open(page, "/");
    await dismiss.focus();
    await page.keyboard.press("Enter");
    await expect(offer).toHaveCount(0);
    await expect(page.locator(".language-switcher__button")).toBeFocused();
  });
});

test.describe("the language offer by keyboard", () => {
  // The test browser prefers English: French and Arabic pages offer English.
  test.use({ languageSuggestion: true });
  const en = catalogue("en");

  for (const path of ["/play", "/ar/play"]) {
    test(`${path}: Tab from the top meets the offer before the page's content`, async ({ page }) => {
      await open(page, path);
      const offer = page.getByRole("complementary", { name: en("app.language.suggestion.label") });
      await expect(offer).toBeVisible();
      const reached: string[] = [];
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press("Tab");
        const where = await page.evaluate(() => {
          const focused = document.activeElement;
          if (focused?.closest(".language-suggestion")) return "offer";
          if (focused?.closest("main")) return "main";
          return focused?.outerHTML.slice(0, 60) ?? "none";
        });
        reached.push(where);
        if (where === "offer" || where === "main") break;
      }
      expect(reached.at(-1), reached.join("\n")).toBe("offer");
    });
  }
});

test.describe("a diagram's popup by keyboard", () => {
  test("Tab and Shift+Tab stay inside the popup, at every press", async ({ page }) => {
    await open(page, articleWithImage());
    const link = page.locator(".article-body .zoomable-link").first();
    await link.focus();
    await page.keyboard.press("Enter");
    const popup = page.locator("dialog.lightbox");
    await expect(popup).toHaveJSProperty("open", true);
    const focusInPopup = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        const inside = !!focused && focused !== document.body && !!focused.closest("dialog.lightbox");
        return inside ? "inside" : (focused?.outerHTML.slice(0, 60) ?? "none");
      });
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press(key);
        expect(await focusInPopup(), `${key} #${step + 1}`).toBe("inside");
      }
    }
    await page.keyboard.press("Escape");
    await expect(popup).toHaveJSProperty("open", false);
    await expect(link).toBeFocused();
  });
});

test.describe("the search dialog by keyboard", () => {
  test("Tab and Shift+Tab stay inside the dialog, at every press", async ({ page }) => {
    await open(page, articleWithWidestTable());
    await page.keyboard.press("/");
    const dialog = page.locator(".notice-search__dialog");
    await expect(dialog).toHaveJSProperty("open", true);
    await page.keyboard.type(frequentWord());
    await expect(dialog.locator('[role="option"]').first()).toBeVisible();
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let step = 0; step < 4; step += 1) {
        await page.keyboard.press(key);
        const where = await page.evaluate(() => {
          const focused = document.activeElement;
          const inside =
            !!focused && focused !== document.body && !!focused.closest(".notice-search__dialog");
          return inside ? "inside" : (focused?.outerHTML.slice(0, 60) ?? "none");
        });
        expect(where, `${key} #${step + 1}`).toBe("inside");
      }
    }
  });
});
