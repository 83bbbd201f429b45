/**
 * The rulebook's controls before React has hydrated the page, and without JavaScript at all: the
 * phone "Sommaire" opens, the search is a GET form to /notice?q=, and without scripts the page
 * says that search needs them and where to browse instead.
 */
import { localizePath } from "../../app/i18n/paths";
import { expect, test } from "../fixtures";
import { holdScripts } from "../support/held-requests";
import { rawRequest } from "../../tools/http";
import {
  articleWithImage,
  articleWithSections,
  catalogue,
  frequentWord,
  gameCategories,
} from "./rulebook-content";

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

test.describe("without JavaScript, on a phone", () => {
  test.use({ javaScriptEnabled: false, ...phone });

  for (const locale of ["fr", "ar"] as const) {
    const messages = catalogue(locale);

    test(`the 'Sommaire' opens and its links lead to the articles (${locale})`, async ({ page }) => {
      const category = gameCategories()[2]!;
      await page.goto(localizePath(locale, category.articles[0]!.path));
      const toggle = page.getByRole("button", { name: messages("app.notice.sidebarToggle"), exact: true });
      await toggle.tap();
      const menu = page.locator(".notice-sidebar__categories");
      await expect(menu).toBeVisible();
      const link = menu.locator(`a[href="${localizePath(locale, category.path)}"]`);
      await expect(link).toBeVisible();
      await link.tap();
      await expect(page).toHaveURL((url) => url.pathname === localizePath(locale, category.path));
    });

    test(`a heading offers its working « # » link, and no citation button that could not copy (${locale})`, async ({
      page,
    }) => {
      await page.goto(localizePath(locale, articleWithSections()));
      const heading = page.locator(".article-body h2").first();
      await expect(heading.locator(".heading-anchor")).toBeVisible();
      await expect(heading.locator(".heading-cite")).toBeHidden();
      const anchor = heading.locator(".heading-anchor");
      const target = (await anchor.getAttribute("href"))!;
      await anchor.tap();
      await expect(page).toHaveURL((url) => url.hash === target);
    });

    test(`a search link (/notice?q=…) says, where the search would be, that it needs JavaScript (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${localizePath(locale, "/notice")}?q=${encodeURIComponent(frequentWord())}`);
      const browse = page.getByRole("link", { name: messages("app.notice.search.browse") });
      await expect(browse).toBeInViewport();
      await expect(browse.locator("xpath=..")).toContainText(messages("app.notice.search.needsScript"));
    });

    test(`the search says it needs JavaScript and points to the table of contents (${locale})`, async ({
      page,
    }) => {
      await page.goto(localizePath(locale, "/notice/game"));
      const browse = page.getByRole("link", { name: messages("app.notice.search.browse") });
      await expect(browse).toBeVisible();
      // Said beside the link (a <noscript> text, which Playwright's getByText does not read).
      await expect(browse.locator("xpath=..")).toContainText(messages("app.notice.search.needsScript"));
      await browse.tap();
      // The rulebook's table of contents: its categories, each with its articles.
      await expect(page.locator(".category-card").first()).toBeVisible();
      // A field that could not search is not offered.
      await expect(page.locator("form[role='search'] input")).toBeHidden();
    });
  }
});

test.describe("an article's diagram without JavaScript", () => {
  test.use({ javaScriptEnabled: false, ...phone });

  test("a tap on it shows the image file at its full size", async ({ page }) => {
    await page.goto(articleWithImage());
    const image = page.locator(".article-body img").first();
    const src = await image.getAttribute("src");
    await image.scrollIntoViewIfNeeded();
    await image.tap();
    await expect(page).toHaveURL((url) => url.pathname === src);
  });
});

test.describe("the change log without JavaScript", () => {
  test.use({ javaScriptEnabled: false, ...phone });

  test("its category filter shows that category's changes only, under their months", async ({ page }) => {
    await page.goto("/notice/changes");
    const items = page.locator(".change-log__item");
    const tags = await items.evaluateAll((entries) =>
      entries.map((entry) => entry.getAttribute("data-category")!.split(" ")),
    );
    // A category that some changes have and others do not.
    const target = tags.flat().find((id) => tags.some((entry) => !entry.includes(id)))!;
    expect(target, "a category with part of the changes").toBeDefined();
    await page.locator(".change-log-filter select").selectOption(target);
    await expect(items.filter({ visible: true })).toHaveCount(
      tags.filter((entry) => entry.includes(target)).length,
    );
    for (const item of await items.filter({ visible: true }).all())
      await expect(item).toHaveAttribute("data-category", new RegExp(`(^| )${target}( |$)`));
    // No month left without its changes, and no count that is no longer true.
    for (const month of await page.locator(".change-log__month").filter({ visible: true }).all())
      await expect(month.locator(".change-log__item").filter({ visible: true }).first()).toBeVisible();
    await expect(page.locator(".change-log__count")).toBeHidden();
    // The chosen category's own count shows instead (counted at build time, shown by CSS).
    const categoryCount = page.locator(".change-log__category-count").filter({ visible: true });
    await expect(categoryCount).toHaveCount(1);
    await expect(categoryCount).toContainText(String(tags.filter((entry) => entry.includes(target)).length));
    await page.locator(".change-log-filter select").selectOption("");
    await expect(items.filter({ visible: true })).toHaveCount(tags.length);
    await expect(page.locator(".change-log__count")).toBeVisible();
    await expect(categoryCount).toHaveCount(0);
  });
});

test.describe("the search as served", () => {
  for (const locale of ["fr", "ar"] as const) {
    test(`is a GET form to the rulebook's home, with a valid text field (${locale})`, async ({
      siteServer,
    }) => {
      const html = (
        await rawRequest(siteServer.url, localizePath(locale, "/notice/game/justice"))
      ).body.toString("utf8");
      const form = /<form[^>]*role="search"[^>]*>/.exec(html)?.[0] ?? "";
      expect(form).toMatch(/method="get"/);
      expect(form).toContain(`action="${localizePath(locale, "/notice")}"`);
      expect(html).toMatch(/<input[^>]*name="q"[^>]*>/);
      // ARIA in HTML allows no combobox role on a search field (the Nu checker's error).
      expect(html).not.toMatch(/<input[^>]*type="search"[^>]*role="combobox"/);
      expect(html).not.toMatch(/<input[^>]*role="combobox"[^>]*type="search"/);
      for (const input of html.match(/<input[^>]*role="combobox"[^>]*>/g) ?? []) {
        expect(input).toContain('type="text"');
        // Attribute names are case-insensitive in HTML (React writes enterKeyHint).
        expect(input).toMatch(/enterkeyhint="search"/i);
      }
    });
  }
});

test.describe("before the page is hydrated, on a phone", () => {
  test.use(phone);

  test("a query typed and sent lands on /notice?q=…, and the search opens with its results once hydrated", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/notice/game/justice", { waitUntil: "commit" });
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    const query = frequentWord();
    const field = page.locator("form[role='search'] input[name='q']");
    await field.tap();
    await field.fill(query);
    await field.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/notice" && url.searchParams.get("q") === query);
    release();
    await expect(page).toBeHydrated();
    const dialog = page.locator(".notice-search__dialog");
    await expect(dialog).toHaveJSProperty("open", true);
    await expect(dialog.getByRole("combobox")).toHaveValue(query);
    await expect(dialog.locator('[role="option"]').first()).toBeVisible();
  });

  test("the 'Sommaire' opens at the first tap, and stays open through hydration", async ({ page }) => {
    const release = await holdScripts(page);
    const category = gameCategories()[0]!;
    await page.goto(category.articles[0]!.path, { waitUntil: "commit" });
    const toggle = page.getByRole("button", {
      name: catalogue("fr")("app.notice.sidebarToggle"),
      exact: true,
    });
    await toggle.tap();
    const menu = page.locator(".notice-sidebar__categories");
    await expect(menu).toBeVisible();
    release();
    await expect(page).toBeHydrated();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });
});
