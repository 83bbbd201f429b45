/**
 * A reader who chose German, Russian or Arabic opens the rulebook. Its home is written from the
 * catalogues, in the reader's language: no "not translated" banner there. Its two type pages list
 * the French categories and articles, and the articles, the category pages, the change log's
 * entries and the terms of use are French: the banner says so, in the reader's language, from the
 * first paint; and a French visitor whose browser prefers another language is not offered them.
 * Searching the rulebook, they type words of their own language, and find the French rules.
 */
import { readFileSync } from "node:fs";
import { readSearchVocabularies } from "../../app/data/search-vocabulary.server";
import type { Locale } from "../../app/i18n/locales";
import { localizePath } from "../../app/i18n/paths";
import { rawRequest } from "../../tools/http";
import { MAP_CATEGORIES } from "../support/site-data";
import { RULEBOOK_TYPE_PAGES, rulebookPagesByCategory } from "../../tools/site-pages";
import { expect, test, type Locator, type Page } from "../fixtures";
import { frontMatter, gameCategories } from "./rulebook-content";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const bannerText = (locale: Locale) =>
  (JSON.parse(readFileSync(`app/i18n/messages/${locale}.json`, "utf8")) as Record<string, string>)[
    "app.translationMissing"
  ]!;

/** Pages whose every text comes from the catalogues. */
const TRANSLATED = ["/notice"];

/**
 * Pages whose content is French: the type pages (their categories and articles), a category page,
 * one of its articles, the change log, the terms.
 */
function frenchContentPages(): string[] {
  const category = rulebookPagesByCategory()[0]!;
  return [...RULEBOOK_TYPE_PAGES, category.pages[0]!, category.pages[1]!, "/notice/changes", "/cgu"];
}

const banner = (page: Page, locale: Locale) => page.getByRole("note").filter({ hasText: bannerText(locale) });

async function expectBanner(
  page: Page,
  siteServerUrl: string,
  locale: Locale,
  sitePath: string,
  shown: boolean,
) {
  const path = localizePath(locale, sitePath);
  // In the pre-rendered HTML, before any script runs…
  const html = (await rawRequest(siteServerUrl, path)).body.toString("utf8");
  expect(html.includes(bannerText(locale)), `${path} (HTML)`).toBe(shown);
  // …and once the page is interactive.
  await page.goto(path);
  await expect(page).toBeHydrated();
  if (shown) await expect(banner(page, locale), path).toBeVisible();
  else await expect(banner(page, locale), path).toHaveCount(0);
}

test.describe("a German reader", () => {
  test("sees the rulebook's home without the banner, and the banner over French content, type pages included", async ({
    page,
    siteServer,
  }) => {
    test.setTimeout(120_000);
    for (const path of TRANSLATED) await expectBanner(page, siteServer.url, "de", path, false);
    for (const path of frenchContentPages()) await expectBanner(page, siteServer.url, "de", path, true);
  });
});

test.describe("a German reader at a desk", () => {
  test("sees the search's shortcut named as on a German keyboard, clear of the field's text", async ({
    page,
  }) => {
    const german = JSON.parse(readFileSync("app/i18n/messages/de.json", "utf8")) as Record<string, string>;
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(localizePath("de", "/notice"));
    await expect(page).toBeHydrated();
    const field = page.locator(".notice-search__field");
    const keys = page.locator(".notice-search__open kbd");
    // It used to read « Ctrl K » where German keyboards print « Strg », and the placeholder ran into it.
    await expect(keys).toHaveText(german["app.notice.search.shortcutKeys"]!);
    const room = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = style.font;
      const text = context.measureText(input.placeholder).width;
      return { textEnd: input.getBoundingClientRect().left + parseFloat(style.paddingLeft) + text };
    });
    const badge = await keys.boundingBox();
    expect(room.textEnd).toBeLessThan(badge!.x - 4);
  });
});

test.describe("readers at a desk, in every language", () => {
  // The longest breadcrumb leaves the rulebook's search the least room beside it.
  const longest = gameCategories()
    .flatMap((category) =>
      category.articles.map((article) => ({
        path: article.path,
        length: category.title.length + frontMatter(article.path).title.length,
      })),
    )
    .sort((a, b) => b.length - a.length)[0]!.path;

  for (const width of [1024, 1366]) {
    test(`see every search's placeholder whole at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const locale of ["fr", "en", "de", "es", "ru", "ar"] as const) {
        for (const [path, field] of [
          [longest, ".notice-search__field"],
          ["/board", ".poi-search input"],
        ] as const) {
          await page.goto(localizePath(locale, path));
          const input = page.locator(field);
          await expect(input).toBeVisible();
          const fits = await input.evaluate((element: HTMLInputElement) => {
            const style = getComputedStyle(element);
            const context = document.createElement("canvas").getContext("2d")!;
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const inner =
              element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return context.measureText(element.placeholder).width <= inner;
          });
          expect(fits, `${locale} ${path}`).toBe(true);
        }
      }
    });
  }
});

test.describe("Russian and Arabic readers on a phone", () => {
  test.use(PHONE);

  test("see no banner on the rulebook's home, and see it in their language on an article", async ({
    page,
    siteServer,
  }) => {
    const article = frenchContentPages().at(-3)!;
    for (const locale of ["ru", "ar"] as const) {
      await expectBanner(page, siteServer.url, locale, "/notice", false);
      await expectBanner(page, siteServer.url, locale, article, true);
      // The banner speaks the interface's language and direction, the article stays French.
      await expect(banner(page, locale)).not.toHaveAttribute("lang", "fr");
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    }
  });
});

test.describe("a French visitor whose browser prefers English", () => {
  test.use({ languageSuggestion: true, locale: "en-GB" });

  test("is not offered the rulebook's type pages in English, which would translate only their frame", async ({
    page,
  }) => {
    for (const path of RULEBOOK_TYPE_PAGES) {
      await page.goto(path);
      await expect(page).toBeHydrated();
      // The offer's messages would load by now.
      await page.waitForLoadState("networkidle");
      await expect(page.locator(".language-suggestion"), path).toHaveCount(0);
    }
    // The rulebook's home, written from the catalogues, is offered.
    await page.goto("/notice");
    await expect(page.locator(".language-suggestion")).toBeVisible();
  });
});

test.describe("a French visitor on a phone whose browser prefers English", () => {
  test.use({
    languageSuggestion: true,
    locale: "en-GB",
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
  });

  test("is offered English in one short row at the bottom, which leaves the page its screen", async ({
    page,
  }) => {
    await page.goto("/");
    const offer = page.locator(".language-suggestion");
    await expect(offer).toBeVisible();
    const box = (await offer.boundingBox())!;
    // One row of controls: no taller than a tenth of the screen, within its width.
    expect(box.height).toBeLessThanOrEqual(64);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    await expect(offer.getByRole("link")).toBeInViewport({ ratio: 1 });
    // The sentence is still there for screen readers, in the offer's name and text.
    await expect(offer.locator("p")).toHaveText(/English/);

    // Far down the page, "back to top" shows in the same corner: above the offer, not over its ×.
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    await expect(page.locator(".back-to-top")).toBeVisible();
    const close = offer.getByRole("button");
    const centre = (await close.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest(".language-suggestion button") !== null,
      [centre.x + centre.width / 2, centre.y + centre.height / 2],
    );
    expect(hit).toBe(true);
  });

  test("is offered the same map place in English as the friend shared", async ({ page }) => {
    const dealer = MAP_CATEGORIES.find((category) => category.id === "dealer")!.points[0]!;
    await page.goto(`/board?category=dealer&poi=${dealer.id}`);
    const link = page.locator(".language-suggestion").getByRole("link");
    await expect(link).toHaveAttribute("href", `/en/board?category=dealer&poi=${dealer.id}`);
  });
});

test.describe("readers searching the French rulebook in their own language", () => {
  const vocabularies = readSearchVocabularies();

  for (const locale of ["de", "ru", "ar"] as const) {
    test(`${locale}: the suggested words and the vocabulary's words find French rules`, async ({ page }) => {
      const messages = JSON.parse(readFileSync(`app/i18n/messages/${locale}.json`, "utf8")) as Record<
        string,
        string
      >;
      const examples = messages["app.notice.search.examples"]!.split(/[,،]/).map((word) => word.trim());
      const words = [
        examples[0]!,
        vocabularies[locale][0]!.words[0]!,
        vocabularies[locale].at(-1)!.words[0]!,
      ];
      await page.goto(localizePath(locale, "/notice"));
      await expect(page).toBeHydrated();
      await page.locator(".notice-search__open").click();
      const dialog = page.locator(".notice-search__dialog");
      const input = dialog.getByRole("combobox");
      // Before a word is typed, the dialog says the rulebook is French and suggests words.
      await expect(dialog).toContainText(messages["app.notice.search.startHint"]!);
      for (const example of examples)
        await expect(dialog.getByRole("button", { name: example, exact: true })).toBeVisible();
      for (const word of words) {
        await input.fill(word);
        const results = dialog.locator('[role="option"]');
        await expect(results.first(), word).toBeVisible();
        // French rules, marked French, their French words highlighted.
        await expect(results.first()).toHaveAttribute("lang", "fr");
        // The previous word's results may still show for a moment: wait for this word's.
        await expect(dialog.getByRole("listbox")).toHaveAttribute("aria-busy", "false");
        await expect
          .poll(() => dialog.locator(".search-result mark").count(), { message: word })
          .toBeGreaterThan(0);
      }
    });

    test(`${locale}: a search that finds nothing repeats that the rulebook is French, and offers the words that find rules`, async ({
      page,
    }) => {
      const messages = JSON.parse(readFileSync(`app/i18n/messages/${locale}.json`, "utf8")) as Record<
        string,
        string
      >;
      const examples = messages["app.notice.search.examples"]!.split(/[,،]/).map((word) => word.trim());
      await page.goto(localizePath(locale, "/notice"));
      await expect(page).toBeHydrated();
      await page.locator(".notice-search__open").click();
      const dialog = page.locator(".notice-search__dialog");
      const input = dialog.getByRole("combobox");
      await input.fill("zzqxw");
      await expect(dialog.getByRole("status")).toHaveText(/\S/);
      await expect(dialog.locator('[role="option"]')).toHaveCount(0);
      await expect(dialog).toContainText(messages["app.notice.search.noResultsHint"]!);
      // Each suggested word, in the reader's language, runs its search.
      const suggestion = dialog.getByRole("button", { name: examples.at(-1)!, exact: true });
      await expect(dialog.getByRole("button", { name: examples[0]!, exact: true })).toBeVisible();
      await suggestion.click();
      await expect(input).toHaveValue(examples.at(-1)!);
      await expect(input).toBeFocused();
      await expect(dialog.locator('[role="option"]').first()).toBeVisible();
      await expect(dialog).not.toContainText(messages["app.notice.search.noResultsHint"]!);
    });
  }

  test.describe("on a 320 px phone", () => {
    test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

    for (const locale of ["fr", "en", "de", "es", "ru", "ar"] as const) {
      test(`${locale}: the search's placeholders fit their fields, and the hint and its words show whole`, async ({
        page,
      }) => {
        const messages = JSON.parse(readFileSync(`app/i18n/messages/${locale}.json`, "utf8")) as Record<
          string,
          string
        >;
        // A placeholder's text, in the field's font, against the room the field gives it.
        const fits = (field: Locator) =>
          field.evaluate((input: HTMLInputElement) => {
            const style = getComputedStyle(input);
            const context = document.createElement("canvas").getContext("2d")!;
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return context.measureText(input.placeholder).width <= inner;
          });
        await page.goto(localizePath(locale, "/notice"));
        await expect(page).toBeHydrated();
        // The field in the page, which says (but in French) that the rulebook is French.
        expect(await fits(page.locator(".notice-search__field"))).toBe(true);
        await page.locator(".notice-search__field").tap();
        const dialog = page.locator(".notice-search__dialog");
        const input = dialog.getByRole("combobox");
        await expect(input).toBeFocused();
        expect(await fits(input)).toBe(true);
        const hint = dialog.getByText(messages["app.notice.search.startHint"]!);
        await expect(hint).toBeVisible();
        const words = messages["app.notice.search.examples"]!.split(/[,،]/).map((word) => word.trim());
        for (const element of [
          hint,
          ...words.map((word) => dialog.getByRole("button", { name: word, exact: true })),
        ]) {
          const box = (await element.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(320);
        }
      });
    }
  });
});
