/**
 * A player reads the rulebook on a phone (390 px, touch): searches it, taps glossary terms, opens
 * a diagram, copies a citation, reads a wide table, a long category page and the "Sommaire".
 */
import { localizePath } from "../../app/i18n/paths";
import { expect, test, type Locator, type Page } from "../fixtures";
import { holdScripts } from "../support/held-requests";
import { insideWindow } from "../support/overflow";
import { settledScroll } from "../support/settled-scroll";
import { overlayEntryGone } from "../support/overlay-entry";
import { shownInMenu } from "../support/notice-menu";
import {
  articleWithImage,
  articleWithWidestTable,
  articlesWithTables,
  articlesWithGlossaryTerms,
  catalogue,
  frequentWord,
  frontMatter,
  gameCategories,
  longestCategory,
} from "./rulebook-content";

const fr = catalogue("fr");

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page).toBeHydrated();
}

/** The element's box as drawn. */
async function box(locator: Locator) {
  return locator.evaluate((element) => {
    const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
    return { left, top, right, bottom, width, height };
  });
}

/** Whether the inner box lies inside the outer one (to the pixel). */
function within(
  inner: { left: number; top: number; right: number; bottom: number },
  outer: { left: number; top: number; right: number; bottom: number },
) {
  return (
    inner.left >= outer.left - 0.5 &&
    inner.top >= outer.top - 0.5 &&
    inner.right <= outer.right + 0.5 &&
    inner.bottom <= outer.bottom + 0.5
  );
}

/** Text a reader can see: in the window, of a readable size, not clipped away (unlike a screen-reader-only text). */
async function expectReadable(locator: Locator) {
  await expect(locator).toBeVisible();
  await expect.poll(() => insideWindow(locator)).toBe(true);
  const { width, height } = await box(locator);
  expect(width).toBeGreaterThan(40);
  expect(height).toBeGreaterThan(12);
  expect(await locator.evaluate((element) => getComputedStyle(element).clip)).toBe("auto");
}

/** Whether a field's placeholder fits in it, uncut. */
function placeholderFits(field: Locator) {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
}

test.describe("searching the rulebook on a phone", () => {
  test("the dialog fits the screen with one close control, no keyboard hints, whole snippets, and a tap outside closes it", async ({
    page,
    problems,
  }) => {
    await open(page, articleWithImage());
    // The page's search field shows its placeholder whole too.
    const field = page.locator("form[role='search'] input");
    await expect.poll(() => placeholderFits(field)).toBe(true);
    await page.locator(".notice-search__open").tap();
    const dialog = page.locator(".notice-search__dialog");
    await expect(dialog).toHaveJSProperty("open", true);
    const input = dialog.getByRole("combobox");
    await expect(input).toBeFocused();
    // A text field (a search field draws a second "×", its clear button, and may not be a combobox).
    await expect(input).toHaveAttribute("type", "text");
    await expect(input).toHaveAttribute("enterkeyhint", "search");
    expect(await placeholderFits(input)).toBe(true);

    await input.fill(frequentWord());
    const results = dialog.locator('[role="option"]');
    await expect(results.first()).toBeVisible();

    // Nothing speaks of keys that a phone does not have.
    const text = await dialog.innerText();
    expect(text).not.toContain(fr("app.notice.search.shortcut"));
    expect(text).not.toContain(fr("app.notice.search.hint"));
    expect(text).not.toMatch(/Ctrl|Échap/);

    // Every control inside the dialog and the screen; one close control; the magnifier drawn.
    const frame = await box(dialog);
    await expect(dialog.getByRole("button")).toHaveCount(1);
    for (const control of await dialog.locator("button, input, svg").all()) {
      const area = await box(control);
      expect(area.width, await control.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThan(
        15,
      );
      expect(within(area, frame)).toBe(true);
      expect(await insideWindow(control)).toBe(true);
    }

    // A snippet starts at a word, after an ellipsis: never in the middle of one.
    const documents = (await (await page.request.get("/notice-search.json")).json()) as { text: string }[];
    for (const snippet of await dialog.locator(".search-result__snippet").allTextContents()) {
      if (!snippet.startsWith("…")) continue;
      const core = snippet.slice(1).replace(/…$/, "");
      const source = documents.find((document) => document.text.includes(core));
      expect(source, core).toBeDefined();
      const before = source!.text.charAt(source!.text.indexOf(core) - 1);
      expect(before, core).toMatch(/\s/);
    }

    // A tap on the dimmed page around the dialog closes it.
    const after = await box(dialog);
    expect(after.bottom + 20).toBeLessThan(844);
    await page.touchscreen.tap(195, Math.round((after.bottom + 844) / 2));
    await expect(dialog).toHaveJSProperty("open", false);
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe("a glossary term on a phone", () => {
  test("a first tap shows its definition with a link to the full entry; a tap elsewhere closes it", async ({
    page,
  }) => {
    const url = articlesWithGlossaryTerms()[0]!;
    await open(page, url);
    const term = page.locator(".article-body .glossary__term").first();
    const href = (await term.getAttribute("href"))!;
    const definition = (await page
      .locator(`[id="${await term.getAttribute("aria-describedby")}"]`)
      .textContent())!.trim();
    await term.scrollIntoViewIfNeeded();
    await term.tap();

    // The reader stays on the article, and reads the definition.
    await expect(page).toHaveURL(url);
    const shown = page.getByText(definition, { exact: true }).filter({ visible: true });
    await expect(shown).toHaveCount(1);
    await expect.poll(() => insideWindow(shown)).toBe(true);
    const entry = page.getByRole("link", { name: fr("app.notice.glossary.more") });
    await expect(entry).toBeVisible();
    await expect(entry).toHaveAttribute("href", href);
    await expect.poll(() => insideWindow(entry)).toBe(true);
    await expect(page).toHaveNoAxeViolations();

    // A tap elsewhere on the text closes it.
    const paragraph = page.locator(".article-body > p").last();
    await paragraph.scrollIntoViewIfNeeded();
    await paragraph.tap({ position: { x: 5, y: 5 } });
    await expect(shown).toHaveCount(0);

    // Tapped again, then its link leads to the entry.
    await term.scrollIntoViewIfNeeded();
    await term.tap();
    await entry.tap();
    await expect(page).toHaveURL((current) => `${current.pathname}${current.hash}` === href);
  });
});

test.describe("a diagram on a phone", () => {
  /** Whether the picture is drawn whole inside the popup's view, at the scale that fits it all. */
  const drawnWhole = (large: Locator) =>
    large.evaluate((img: HTMLImageElement) => {
      const view = img.parentElement!.getBoundingClientRect();
      const box = img.getBoundingClientRect();
      // The picture drawn inside the box (object-fit: contain), at the scale that fits it all.
      const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
      return (
        box.left >= view.left - 0.5 &&
        box.right <= view.right + 0.5 &&
        box.bottom <= view.bottom + 0.5 &&
        img.naturalWidth * scale <= view.width + 0.5
      );
    });

  test("opens whole, shows its own size to pan on request and back, keeps its close button off the image, and closes on a tap", async ({
    page,
  }) => {
    await open(page, articleWithImage());
    const image = page.locator(".article-body img.zoomable").first();
    await image.scrollIntoViewIfNeeded();
    await image.tap();
    const popup = page.locator("dialog.lightbox");
    await expect(popup).toHaveJSProperty("open", true);
    const large = popup.locator("img");
    await expect
      .poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeTruthy();
    expect(await large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(390);

    // The whole diagram first, not 40 % of it cropped by the screen.
    await expect.poll(() => drawnWhole(large)).toBe(true);
    // The control says what it will do: show the image at its own size.
    const ownSize = popup.getByRole("button", { name: fr("app.notice.image.ownSize") });
    await expect(ownSize).toBeVisible();

    // The close button is in the screen, and covers no part of the image.
    const close = popup.getByRole("button", { name: fr("app.notice.image.close") });
    await expect(close).toBeVisible();
    await expect.poll(() => insideWindow(close)).toBe(true);
    const [button, picture] = [await box(close), await box(large)];
    const overlaps =
      button.left < picture.right &&
      picture.left < button.right &&
      button.top < picture.bottom &&
      picture.top < button.bottom;
    expect(overlaps).toBe(false);
    // Pinch-zoom is not turned off.
    const touchAction = await large.evaluate((img) => getComputedStyle(img.parentElement!).touchAction);
    expect(touchAction).not.toMatch(/none|manipulation/);

    // Readable: drawn at the file's own size, wider than the phone; and the control now offers the whole.
    await ownSize.tap();
    await expect(popup).toHaveJSProperty("open", true);
    await expect
      .poll(() =>
        large.evaluate((img: HTMLImageElement) =>
          Math.abs(img.getBoundingClientRect().width - img.naturalWidth),
        ),
      )
      .toBeLessThan(2);
    const whole = popup.getByRole("button", { name: fr("app.notice.image.fit") });
    await expect(whole).toBeVisible();

    // A finger drags the image sideways, and the popup stays open.
    const cdp = await page.context().newCDPSession(page);
    const scroller = large.locator("xpath=..");
    const drawn = await box(large);
    const y = Math.round(drawn.top + Math.min(drawn.height, 200) / 2);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 300, y }] });
    for (let step = 1; step <= 10; step += 1)
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: 300 - step * 25, y }],
      });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(50);
    await expect(popup).toHaveJSProperty("open", true);

    // Back to the whole diagram without closing the popup, once the drag's glide has ended: a tap
    // during a glide only stops it, as on a real phone.
    await settledScroll(scroller, "x");
    await whole.tap();
    await expect(popup).toHaveJSProperty("open", true);
    await expect.poll(() => drawnWhole(large)).toBe(true);
    await expect(ownSize).toBeVisible();

    await large.tap();
    await expect(popup).toHaveJSProperty("open", false);
  });
});

test.describe("a diagram tapped while the page still loads", () => {
  test("stays on the article and opens in the popup once the page is ready", async ({ page }) => {
    // A slow phone shows the article long before its scripts run: hold them back until after the tap.
    const release = await holdScripts(page);
    const path = articleWithImage();
    await page.goto(path, { waitUntil: "commit" });
    const image = page.locator(".article-body img.zoomable").first();
    await image.scrollIntoViewIfNeeded();
    await image.tap();
    release();
    await expect(page).toBeHydrated();
    await expect(page.locator("dialog.lightbox")).toHaveJSProperty("open", true);
    await expect(page).toHaveURL((url) => url.pathname === path);
  });
});

test.describe("Back with a popup open on a phone", () => {
  for (const locale of ["fr", "ar"] as const) {
    test(`${locale}: Back closes the image popup at the same place, then leaves the article`, async ({
      page,
    }) => {
      const before = localizePath(locale, "/notice");
      const article = localizePath(locale, articleWithImage());
      await page.goto(before);
      await open(page, article);
      const address = page.url();
      const dataRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
      });
      const image = page.locator(".article-body img.zoomable").first();
      await image.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      const popup = page.locator("dialog.lightbox");

      // Back closes the popup: still on the article, at the same place, the address never changed.
      await image.tap();
      await expect(popup).toHaveJSProperty("open", true);
      expect(page.url()).toBe(address);
      await page.goBack();
      await expect(popup).toHaveJSProperty("open", false);
      expect(page.url()).toBe(address);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2);

      // Closed by a tap, the popup takes its history entry with it: Back then leaves the article.
      await image.tap();
      await expect(popup).toHaveJSProperty("open", true);
      await popup.locator("img").tap();
      await expect(popup).toHaveJSProperty("open", false);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 2);
      expect(page.url()).toBe(address);
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === before);
      // Opening and closing the popup fetched no page data again.
      expect(dataRequests).toEqual([]);
    });
  }
});

test.describe("Back with another overlay open on a phone", () => {
  /** An overlay: how the reader opens it, where it shows, and how it closes by its own control. */
  interface Overlay {
    name: string;
    url: () => string;
    open: (page: Page) => Promise<void>;
    shown: (page: Page) => Locator;
    close: (page: Page) => Promise<void>;
    /** Follows a link of the overlay to another page. */
    follow: (page: Page) => Promise<void>;
    /**
     * For the search: Back from the page found reopens it on the same words, for the next result,
     * before the next Back returns to the page under it.
     */
    reopensOnBack?: { words: () => string };
  }
  const menuButton = (page: Page) => page.locator(".main-nav__toggle");
  const sommaireButton = (page: Page) =>
    page.getByRole("button", { name: fr("app.notice.sidebarToggle"), exact: true });
  const glossaryTerm = (page: Page) => page.locator(".article-body .glossary__term").first();
  const overlays: Overlay[] = [
    {
      name: "the search dialog",
      url: articleWithWidestTable,
      open: (page) => page.locator(".notice-search__field").tap(),
      shown: (page) => page.locator("dialog.notice-search__dialog[open]"),
      close: (page) =>
        page
          .locator(".notice-search__dialog")
          .getByRole("button", { name: fr("app.notice.search.close") })
          .tap(),
      follow: async (page) => {
        await page.keyboard.type(frequentWord());
        await page.locator(".notice-search__dialog [role='option']").nth(1).tap();
      },
      reopensOnBack: { words: frequentWord },
    },
    {
      name: "a glossary definition",
      url: () => articlesWithGlossaryTerms()[0]!,
      open: async (page) => {
        await glossaryTerm(page).scrollIntoViewIfNeeded();
        await glossaryTerm(page).tap();
      },
      shown: (page) => page.locator(".glossary-popover"),
      close: (page) => page.keyboard.press("Escape"),
      follow: (page) => page.getByRole("link", { name: fr("app.notice.glossary.more") }).tap(),
    },
    {
      name: "the site menu",
      url: articleWithWidestTable,
      open: (page) => menuButton(page).tap(),
      shown: (page) => page.locator(".main-nav__list:popover-open"),
      close: (page) => menuButton(page).tap(),
      follow: (page) => page.locator(".main-nav__list a[href^='/']:not([aria-current])").first().tap(),
    },
    {
      name: "the 'Sommaire'",
      url: articleWithWidestTable,
      open: (page) => sommaireButton(page).tap(),
      shown: (page) => page.locator(".notice-sidebar__panel:popover-open"),
      close: (page) => page.getByRole("button", { name: fr("app.notice.sidebarClose"), exact: true }).tap(),
      follow: (page) =>
        page
          .locator(".notice-sidebar__group[open] .notice-sidebar__article:not([aria-current])")
          .first()
          .tap(),
    },
  ];

  for (const overlay of overlays) {
    test(`${overlay.name}: Back closes it at the same place, then leaves; closed by its control, no stray entry`, async ({
      page,
    }) => {
      const before = "/notice";
      await page.goto(before);
      await open(page, overlay.url());
      const address = page.url();
      // The reader is somewhere down the page (the glossary term is scrolled to by `open`).
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
      const entries = await page.evaluate(() => history.length);
      await overlay.open(page);
      await expect(overlay.shown(page)).toHaveCount(1);
      const place = await page.evaluate(() => window.scrollY);
      // Its history entry comes with it (a Back within the same instant would leave the page).
      await expect.poll(() => page.evaluate(() => history.length)).toBe(entries + 1);

      await page.goBack();
      await expect(overlay.shown(page)).toHaveCount(0);
      expect(page.url()).toBe(address);
      await expect(page).toBeHydrated();
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - place)).toBeLessThan(2);

      // Closed by its own control, it leaves no entry behind: Back then leaves the page.
      await overlay.open(page);
      await expect(overlay.shown(page)).toHaveCount(1);
      await overlay.close(page);
      await expect(overlay.shown(page)).toHaveCount(0);
      expect(page.url()).toBe(address);
      await overlayEntryGone(page);
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === before);
    });

    test(`${overlay.name}: a page opened from it takes its entry, so Back returns to ${overlay.reopensOnBack ? "it, open on the same words, then" : ""} the page under it`, async ({
      page,
    }) => {
      const before = "/notice";
      await page.goto(before);
      await open(page, overlay.url());
      const address = page.url();
      const entries = await page.evaluate(() => history.length);
      await overlay.open(page);
      await expect(overlay.shown(page)).toHaveCount(1);
      await expect.poll(() => page.evaluate(() => history.length)).toBe(entries + 1);
      await overlay.follow(page);
      await expect(page).not.toHaveURL(address);
      if (overlay.reopensOnBack) {
        // The search writes its words into the address at once, before the page found has loaded:
        // only that page's own entry shows the visit has landed.
        await expect.poll(() => page.evaluate(() => history.length)).toBe(entries + 2);
        const words = overlay.reopensOnBack.words();
        await page.goBack();
        await expect(overlay.shown(page)).toHaveCount(1);
        await expect(page.locator(".notice-search__dialog input")).toHaveValue(words);
        // On the result chosen, and with no keyboard popping up over the results.
        await expect(page.locator(".notice-search__dialog [role='option']").nth(1)).toHaveAttribute(
          "aria-selected",
          "true",
        );
        await expect(page.locator(".notice-search__dialog input")).not.toBeFocused();
        await expect(page).toHaveURL((url) => url.searchParams.get("q") === words);
      }
      await page.goBack();
      await expect(page).toHaveURL(address);
      await expect(overlay.shown(page)).toHaveCount(0);
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === before);
    });
  }
});

test.describe("copying on a phone", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("'copy citation' and 'copy link' say on screen that they copied", async ({ page }) => {
    await open(page, articleWithImage());
    const cite = page.locator(".article-body .heading-cite").first();
    await cite.scrollIntoViewIfNeeded();
    await cite.tap();
    await expectReadable(page.getByText(fr("app.notice.citationCopied")));

    const anchor = page.locator(".article-body .heading-anchor").nth(1);
    await anchor.scrollIntoViewIfNeeded();
    await anchor.tap();
    await expectReadable(page.getByText(fr("app.notice.linkCopied")));
  });

  test("far down an article, the confirmation is not under the way back to the top, and no control's name stays over the text", async ({
    page,
  }) => {
    await open(page, longestCategory().articles[1]!.path);
    const headings = page.locator(".article-body h2:has(.heading-cite)");
    const heading = headings.last();
    await heading.scrollIntoViewIfNeeded();
    // Two screens down at least, where the round "back to top" button shows.
    await page.evaluate(() => window.scrollBy({ top: 3 * window.innerHeight, behavior: "instant" }));
    await heading.scrollIntoViewIfNeeded();
    const toTop = page.locator(".back-to-top");
    for (const control of [heading.locator(".heading-cite"), heading.locator(".heading-anchor")]) {
      // A finger-sized target.
      const size = await box(control);
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
      await control.tap();
      const toast = page.locator(".copy-toast");
      await expect(toast).not.toBeEmpty();
      await expectReadable(toast);
      if (await toTop.isVisible()) {
        const [message, button] = [await box(toast), await box(toTop)];
        expect(message.bottom <= button.top || message.top >= button.bottom).toBe(true);
      }
      // The control's name is for a mouse's hover and the keyboard's focus: not left over the text by a tap.
      const tip = await control.evaluate((element) => getComputedStyle(element, "::after").display);
      expect(tip).toBe("none");
    }
  });
});

test.describe("a wide table on a phone", () => {
  test("has a caption, a named scroll region that opens at its start, and a cue on the side that has more", async ({
    page,
  }) => {
    await open(page, articleWithWidestTable());
    const region = page
      .locator(".article-body [role='region']")
      .filter({ has: page.locator("table") })
      .first();
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region).toHaveAttribute("aria-label", /\S/);
    await expect(region.locator("table > caption")).toHaveCount(1);
    await expect(region.locator("table > caption")).toHaveText(/\S/);
    await region.scrollIntoViewIfNeeded();
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // It opens at its start: the first column whole, not under the cue (it used to snap 1 px in).
    expect(await region.evaluate((element) => element.scrollLeft)).toBe(0);

    // The cue is drawn over the region's edges by its frame, at the side that has more.
    const cues = async () => {
      const [edges] = await region.evaluateAll(tableEdges);
      return { start: edges!.cueStart > 0, end: edges!.cueEnd > 0 };
    };
    await expect.poll(cues).toEqual({ start: false, end: true });
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
    await expect.poll(cues).toEqual({ start: true, end: false });
  });
});

/** The full width of a table's cue (2.5rem): a table that would hide less than that fits. */
const CUE_WIDTH = 40;

/** What each table region hides at its two sides, and how wide its cues are drawn there (px). */
function tableEdges(regions: Element[]) {
  return regions.map((region) => {
    const frame = region.parentElement!;
    const cue = (side: "::before" | "::after") => {
      const style = getComputedStyle(frame, side);
      return Number(style.opacity) > 0.01 ? parseFloat(style.width) || 0 : 0;
    };
    return {
      hiddenStart: Math.round(region.scrollLeft),
      hiddenEnd: Math.round(region.scrollWidth - region.clientWidth - region.scrollLeft),
      cueStart: cue("::before"),
      cueEnd: cue("::after"),
    };
  });
}

/**
 * The words of the tables' cells that a line break cuts without a hyphen ("Optio|n"). A word is a run
 * of letters and digits: a break after a hyphen, or at a soft hyphen (where the browser draws one),
 * falls between runs. Each character is placed by its last box: the one before a break at a soft
 * hyphen also boxes the drawn hyphen, at the end of the line above.
 */
function wordsCutWithoutHyphen(regions: Element[]) {
  const cut: string[] = [];
  for (const cell of regions.flatMap((region) => [...region.querySelectorAll("th, td")])) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const word of node.data.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
        // Most words sit in one box: only a word drawn in several is placed character by character.
        const whole = document.createRange();
        whole.setStart(node, word.index);
        whole.setEnd(node, word.index + word[0].length);
        if (whole.getClientRects().length < 2) continue;
        const lines = new Set<number>();
        for (let at = word.index; at < word.index + word[0].length; at += 1) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          const glyph = [...range.getClientRects()].filter((rect) => rect.width > 0).at(-1);
          if (glyph) lines.add(Math.round(glyph.top + glyph.height / 2));
        }
        if (lines.size > 1) cut.push(word[0]);
      }
    }
  }
  return cut;
}

test("every table, on 320, 360 and 390 px phones, opens at its start, fits or cues no more than it hides, and cuts no word without a hyphen", async ({
  page,
}) => {
  // Every article with a table, at three widths, each cell's words measured: slow on a busy machine.
  test.setTimeout(420_000);
  for (const path of articlesWithTables()) {
    await open(page, path);
    for (const width of [390, 360, 320]) {
      await page.setViewportSize({ width, height: 844 });
      const tables = page.locator(".article-body .table-scroll");
      await expect
        .poll(async () => {
          const wrong: string[] = [];
          for (const [index, edges] of (await tables.evaluateAll(tableEdges)).entries()) {
            const where = `${path} at ${width} px, table ${index + 1}: ${JSON.stringify(edges)}`;
            if (edges.hiddenStart !== 0 || edges.cueStart !== 0) wrong.push(`${where}: not at its start`);
            // A table that nearly fits is made to fit; one that does not hides more than its cue covers.
            if (edges.hiddenEnd > 0 && edges.hiddenEnd <= CUE_WIDTH) wrong.push(`${where}: nearly fits`);
            if (edges.cueEnd > edges.hiddenEnd + 1 || (edges.hiddenEnd > 0 && edges.cueEnd === 0))
              wrong.push(`${where}: its cue is not what it hides`);
          }
          // A column is never narrower than a word, save where the word breaks with a hyphen.
          const cut = await tables.evaluateAll(wordsCutWithoutHyphen);
          if (cut.length) wrong.push(`${path} at ${width} px: words cut without a hyphen: ${cut.join(", ")}`);
          return wrong;
        })
        .toEqual([]);
    }
    await page.setViewportSize({ width: 390, height: 844 });
  }
});

test("the longest breadcrumb, on 320, 360 and 390 px phones, starts no line with a separator", async ({
  page,
}) => {
  const longest = gameCategories()
    .flatMap((category) =>
      category.articles.map((article) => ({
        path: article.path,
        length: category.title.length + frontMatter(article.path).title.length,
      })),
    )
    .sort((a, b) => b.length - a.length)[0]!;
  await open(page, longest.path);
  for (const width of [390, 360, 320]) {
    await page.setViewportSize({ width, height: 844 });
    // Each separator's line, and the line of whatever the breadcrumb shows just before it.
    const starts = await page.locator(".breadcrumb ol").evaluate((list) => {
      const shown = [...list.querySelectorAll("a, [aria-current='page'], .breadcrumb__separator")];
      const middle = (element: Element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return (top + bottom) / 2;
      };
      return shown.flatMap((element, index) => {
        if (!element.matches(".breadcrumb__separator")) return [];
        const before = shown[index - 1];
        // The item before ends on the separator's line, the item wrapped or not.
        const itemBottom = before ? before.getBoundingClientRect().bottom : -Infinity;
        return before && itemBottom >= middle(element) ? [] : [index];
      });
    });
    expect(starts, `${longest.path} at ${width} px`).toEqual([]);
  }
});

test("the previous and next articles, on 320 and 390 px phones, stand one under the other, each the column's width", async ({
  page,
}) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    // The middle of the longest category: an article with both a previous and a next one.
    await open(page, longestCategory().articles[1]!.path);
    const links = page.locator(".prev-next__link");
    await expect(links).toHaveCount(2);
    const [previous, next] = [(await links.nth(0).boundingBox())!, (await links.nth(1).boundingBox())!];
    expect(Math.abs(previous.width - next.width)).toBeLessThan(1);
    expect(next.y).toBeGreaterThanOrEqual(previous.y + previous.height);
  }
});

test.describe("a long category page on a phone", () => {
  test("lists its articles at the top, and each article leads back to the list", async ({ page }) => {
    const category = longestCategory();
    await open(page, category.path);
    const list = page.getByRole("navigation", { name: fr("app.notice.category.articles") });
    await expect(list).toBeVisible();
    const links = list.getByRole("link");
    await expect(links).toHaveCount(category.articles.length);
    await expect(links.first()).toBeInViewport();
    const last = links.last();
    const target = (await last.getAttribute("href"))!;
    expect(target).toMatch(/^#./);

    await last.tap();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();

    const back = page.getByRole("link", { name: fr("app.notice.category.backToList") });
    await expect(back).toHaveCount(category.articles.length);
    await back.last().scrollIntoViewIfNeeded();
    await back.last().tap();
    await expect(list).toBeInViewport();
    await expect(page).toHaveNoAxeViolations();
  });
});

test.describe("the 'Sommaire' on a phone", () => {
  test("opens within the screen, its start and the current article in view", async ({ page }) => {
    const categories = gameCategories();
    for (const category of [categories[3]!, categories.at(-1)!]) {
      const article = category.articles.at(-1)!;
      await open(page, article.path);
      await page.getByRole("button", { name: fr("app.notice.sidebarToggle"), exact: true }).tap();
      const menu = page.locator(".notice-sidebar__categories");
      await expect(menu).toBeVisible();
      const current = menu.locator('[aria-current="page"]');
      await expect(current).toHaveAttribute("href", article.path);
      // Never taller than the screen, nor the box it sits in.
      const area = await box(menu);
      expect(area.top, article.path).toBeGreaterThanOrEqual(0);
      expect(area.bottom, article.path).toBeLessThanOrEqual(844);
      await expect.poll(() => shownInMenu(current), { message: article.path }).toBe(true);
      // The current category's heading is in view with its article.
      await expect
        .poll(() => shownInMenu(menu.locator(".notice-sidebar__group[open] > summary")), {
          message: article.path,
        })
        .toBe(true);
      if (category === categories[3]) {
        // When it fits, the menu opens at its start: the first categories are not scrolled away.
        await expect.poll(() => shownInMenu(menu.locator("summary").first())).toBe(true);
      }
    }
  });
});

test.describe("a very tall page on a phone", () => {
  // The terms and a rulebook type page are 9,000 px and more on a phone.
  for (const path of ["/cgu", "/notice/game"]) {
    test(`${path}: a way back to the top shows once the reader is far down, and Back returns there`, async ({
      page,
    }) => {
      await open(page, path);
      const back = page.getByRole("link", { name: fr("app.header.backToTop") });
      await expect(back).toBeHidden();

      const bottom = await page.evaluate(() => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
        return Math.round(window.scrollY);
      });
      expect(bottom).toBeGreaterThan(5_000);
      await expect(back).toBeVisible();
      await expect.poll(() => insideWindow(back)).toBe(true);
      const size = await box(back);
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);

      await back.tap();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(back).toBeHidden();
      // Focus is at the page's start: the next Tab goes to its first link.
      await expect(page.locator("#top")).toBeFocused();

      await page.goBack();
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(bottom);
    });
  }

  test("the way back to the top steps aside while the reader scrolls down, over the lines they read, and comes back when they scroll up", async ({
    page,
  }) => {
    await open(page, "/notice/game");
    const back = page.getByRole("link", { name: fr("app.header.backToTop") });
    await page.evaluate(() => window.scrollTo({ top: 4 * window.innerHeight, behavior: "instant" }));
    await expect.poll(() => insideWindow(back)).toBe(true);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => insideWindow(back)).toBe(false);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => insideWindow(back)).toBe(true);
    await back.tap();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("at the very end of the page, the way back to the top covers none of the footer's words", async ({
    page,
  }) => {
    await open(page, "/notice/game");
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    await page.mouse.wheel(0, -10);
    const back = page.getByRole("link", { name: fr("app.header.backToTop") });
    await expect.poll(() => insideWindow(back)).toBe(true);
    const button = await box(back);
    const covered = await page.locator(".site-footer").evaluate((footer, b) => {
      const words: string[] = [];
      const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // The button's own name is in the footer too.
        if (node.parentElement?.closest(".back-to-top")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects())
          if (r.width > 0 && r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom)
            words.push(node.textContent!.trim());
      }
      return words;
    }, button);
    expect(covered).toEqual([]);
  });
});
