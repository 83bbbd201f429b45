import { LOCALES, type Locale } from "../app/i18n/locales";
import { localizePath } from "../app/i18n/paths";
import { NOTICE_CHANGES } from "../app/notice/model";
import { expect, test, type Page, type PageProblems } from "./fixtures";
import { blankStretches, controlsOffScreen, smallTapTargets, tallScrollBoxes } from "./support/layout-guard";
import { horizontalOverflow } from "./support/overflow";
import { ARTICLE_SAMPLE, PAGE_KINDS, rulebookPagesByCategory } from "../tools/site-pages";

/**
 * One crawl over the site, in every language: each page is loaded once, and that one load checks
 * what every page owes its readers. No console error, no uncaught error, no failed request; the
 * page's language; nothing sideways on phones 320, 360 and 390 px wide and at 1366 px; no blank
 * stretch longer than a screen; no height out of bounds for its kind; no scroll box taller than the
 * window; tap targets of at least 24 px on a phone; and, where planned, no axe violation. Where the
 * popups and dialogs are (POPUP_PAGES), each one is opened on a phone, and all its controls must be
 * on screen. Every kind of page is also loaded without JavaScript, on the three phones.
 *
 * The browser is a phone (`isMobile`, touch): its layout viewport grows to the widest content, so
 * only there does a page too wide show, as `innerWidth` larger than the phone (see horizontalOverflow).
 */

const NOT_FOUND = "/this-page-does-not-exist";
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1366, height: 900 };
/** The phones a page must fit, the widest first (the crawl's other phone checks run at PHONE). */
const PHONE_WIDTHS = [390, 360, 320] as const;

/** Pages of the rulebook's content (categories and articles), all of them, in the order of the folders. */
const RULEBOOK_PAGES = rulebookPagesByCategory().flatMap(({ pages }) => pages);

/**
 * The rulebook's content is French in every language: all of it in French, and in Arabic (right to
 * left, where overflow hides), a sample chosen for what its articles hold in the other four.
 */
const rulebookPlan = (locale: Locale) =>
  locale === "fr" || locale === "ar"
    ? RULEBOOK_PAGES
    : ARTICLE_SAMPLE.filter((path) => !PAGE_KINDS.includes(path));

/**
 * axe judges the chrome and the content: every kind of page in every language, and the rulebook's
 * content, the same French text in every language, once in French, on its category pages, which
 * hold every article of the category in full (an article page adds only the chrome of its kind).
 */
const CATEGORY_PAGES = new Set(rulebookPagesByCategory().map(({ pages }) => pages[0]!));
const axeOnContent = (locale: Locale, path: string) => locale === "fr" && CATEGORY_PAGES.has(path);

/**
 * The tallest a page of each kind may be on a phone, in px: about twice what it is today, far
 * below the 15,000 px a broken list once added. Rulebook pages grow with their text: their bound
 * is set from their length (see `rulebookBound`).
 */
const HEIGHT_BOUND: Record<string, number> = {
  "/": 9_000,
  "/play": 9_000,
  "/notice": 8_000,
  "/board": 4_000,
  "/community": 6_000,
  "/credits": 12_000,
  "/business": 8_000,
  "/cgu": 16_000,
  "/release": 4_000,
  "/quiz": 6_000,
  [NOT_FOUND]: 3_000,
};
/** A rulebook page: its chrome, plus a generous 1.5 px of height per character of text (about 2.5 lines' worth per line). */
const rulebookBound = (characters: number) => 4_000 + characters * 1.5;

/** The popups and dialogs of a page, each opened from its control, on a phone. */
const OPENERS = [
  "[popovertarget]:not([popovertargetaction='hide'])",
  ".notice-search__open",
  ".article-body img.zoomable",
];
const OPEN_POPUPS = ":popover-open, dialog[open]";

/** Nothing sideways on each phone: the layout is exactly as wide as the device, nothing crosses its edges. */
async function checkPhoneWidths(page: Page, url: string) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    await expect
      .poll(() => horizontalOverflow(page, width), { message: `${url} on a ${width} px phone` })
      .toEqual([]);
  }
  await page.setViewportSize(PHONE);
}

/** Checks one page at one size; returns nothing, fails with what is wrong and where. */
async function checkLayout(page: Page, url: string, size: "phone" | "desk") {
  if (size === "phone") await checkPhoneWidths(page, url);
  else await expect.poll(() => horizontalOverflow(page), { message: `${url} at ${size}` }).toEqual([]);
  const screen = await page.evaluate(() => window.innerHeight);
  expect(await blankStretches(page, screen), `${url} at ${size}: blank stretches`).toEqual([]);
  expect(await tallScrollBoxes(page), `${url} at ${size}: scroll boxes`).toEqual([]);
}

async function checkHeight(page: Page, url: string, path: string) {
  const { height, characters } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    characters: (document.querySelector("main")?.textContent ?? "").replace(/\s+/g, " ").length,
  }));
  const bound = HEIGHT_BOUND[path] ?? rulebookBound(characters);
  expect(height, `${url}: ${height} px tall on a phone (bound ${bound} px)`).toBeLessThanOrEqual(bound);
}

async function checkPopups(page: Page, url: string) {
  for (const selector of OPENERS) {
    const openers = page.locator(selector).filter({ visible: true });
    const count = await openers.count();
    for (let index = 0; index < count; index += 1) {
      const opener = openers.nth(index);
      const label = `${url}: ${(await opener.getAttribute("aria-label")) ?? (await opener.textContent())?.trim()}`;
      await opener.click();
      const popup = page.locator(OPEN_POPUPS);
      await expect(popup, label).not.toHaveCount(0);
      // The search dialog is judged with results in it, its tallest state.
      const search = popup.getByRole("combobox");
      if (await search.count()) {
        await search.fill("amende");
        await expect(popup.locator(".search-result").first(), label).toBeVisible();
      }
      await expect.poll(() => controlsOffScreen(page, OPEN_POPUPS), { message: label }).toEqual([]);
      await expect.poll(() => horizontalOverflow(page), { message: label }).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(popup, label).toHaveCount(0);
    }
  }
}

/** Where each popup and dialog of the site can be opened: an article with images, and the script-free 404. */
const POPUP_PAGES = ["/notice/game/justice/court", NOT_FOUND];

interface Visit {
  path: string;
  axe: boolean;
  /** Reached by following the page's own link to it (as a reader does, without reloading the app). */
  viaLink: boolean;
}

/**
 * Opens the page: by its link on the current page when the plan says so and there is one (a click
 * on a hidden sidebar link still goes through the router), otherwise by loading its address.
 */
async function open(page: Page, url: string, viaLink: boolean) {
  const followed =
    viaLink &&
    (await page.evaluate((href) => {
      const link = [...document.querySelectorAll("a")].find((a) => a.getAttribute("href") === href);
      link?.click();
      return !!link;
    }, url));
  if (!followed) {
    await page.goto(url);
    return;
  }
  await expect(page).toHaveURL((address) => address.pathname === url);
  // The route's meta follows the route: the page shown is the one asked for.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${url}$`));
}

async function visit(page: Page, locale: Locale, { path, axe, viaLink }: Visit, index: number) {
  const url = localizePath(locale, path);
  // Every other page starts at the desk size: one resize per page, not two.
  const sizes = index % 2 === 0 ? (["phone", "desk"] as const) : (["desk", "phone"] as const);
  await page.setViewportSize(sizes[0] === "phone" ? PHONE : DESK);
  await open(page, url, viaLink);
  // The 404 page is static HTML without React.
  if (path !== NOT_FOUND) await expect(page, url).toBeHydrated();
  await expect(page.locator("html"), url).toHaveAttribute("lang", locale);
  await expect(page.locator("html"), url).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
  await expect(page.locator("h1"), url).toHaveCount(1);

  for (const size of sizes) {
    if (size !== sizes[0]) await page.setViewportSize(size === "phone" ? PHONE : DESK);
    await checkLayout(page, url, size);
    if (size === "phone") {
      await checkHeight(page, url, path);
      expect(await smallTapTargets(page), `${url}: tap targets`).toEqual([]);
      if (POPUP_PAGES.includes(path)) await checkPopups(page, url);
    }
  }
  if (axe) await expect(page).toHaveNoAxeViolations();
}

/** Problems, less the one answer that must be a 404 (the unknown address itself) and the console's note of it. */
const siteProblems = (problems: PageProblems) => ({
  ...problems,
  consoleErrors: problems.consoleErrors.filter(
    (message) =>
      !message.includes(`${NOT_FOUND}: Failed to load resource: the server responded with a status of 404`),
  ),
  failedRequests: problems.failedRequests.filter((request) => !request.endsWith(`${NOT_FOUND} 404`)),
});

/** A few pages per test, so that a failure names a short list and both workers share the work. */
const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, index * size + size),
  );

test.use({ reducedMotion: "reduce", isMobile: true, hasTouch: true, viewport: PHONE });

for (const locale of LOCALES) {
  test.describe(`crawl (${locale})`, () => {
    // In French and Arabic, each kind of page is loaded from its address: its pre-rendered HTML
    // and its hydration are checked. In the other four, whose pages differ only by their texts,
    // the first page of each test is loaded and the next ones reached by their links. The
    // rulebook's content pages share one kind: they are reached by their links from the page
    // before, as readers move through the rulebook.
    const kinds: Visit[] = [...PAGE_KINDS, NOTICE_CHANGES, NOT_FOUND].map((path) => ({
      path,
      axe: true,
      viaLink: locale !== "fr" && locale !== "ar",
    }));
    const content: Visit[] = rulebookPlan(locale)
      .filter((path) => !PAGE_KINDS.includes(path))
      .map((path) => ({ path, axe: axeOnContent(locale, path), viaLink: true }));

    for (const [part, visits] of [...chunks(kinds, 4), ...chunks(content, 16)].entries()) {
      test(`part ${part + 1}: ${visits[0]!.path} …`, async ({ page, problems }) => {
        test.setTimeout(120_000);
        for (const [index, planned] of visits.entries()) {
          // The first page of a test has nothing to follow a link from.
          await visit(page, locale, index === 0 ? { ...planned, viaLink: false } : planned, index);
        }
        expect(siteProblems(problems)).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [] });
      });
    }
  });
}

/**
 * Without JavaScript, every kind of page in every language, on the three phones: the HTML and CSS
 * alone must fit (a script that would have trimmed a wide box never runs).
 */
for (const locale of LOCALES) {
  test.describe(`crawl without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });
    const paths = [...PAGE_KINDS, NOTICE_CHANGES, NOT_FOUND];
    for (const [part, visits] of chunks(paths, 9).entries()) {
      test(`part ${part + 1}: ${visits[0]} …`, async ({ page }) => {
        for (const path of visits) {
          const url = localizePath(locale, path);
          await page.setViewportSize(PHONE);
          await page.goto(url);
          await expect(page.locator("html"), url).toHaveAttribute("lang", locale);
          await checkPhoneWidths(page, url);
        }
      });
    }
  });
}
