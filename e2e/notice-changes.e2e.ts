import { readFileSync } from "node:fs";
import { readFrontmatterFile } from "../app/lib/markdown/frontmatter.server";
import { listNoticeFiles } from "../app/notice/content-files";
import { LAST_VISIT_STORAGE_KEY } from "../app/notice/last-visit";
import { expect, settle, test, type Page } from "./fixtures";
import { catalogue } from "./support/catalogue";
import { extractHeadings } from "../app/lib/markdown/render";
import { frenchTypography } from "../app/lib/markdown/plugins/typography";
import { categoryTitle, frontMatter } from "./journeys/rulebook-content";

/**
 * The rulebook's articles as their files say (these tests read the content instead of pinning it):
 * path, category, publication day and latest day (of publication or of the latest change).
 */
function articles() {
  return listNoticeFiles().flatMap((type) =>
    type.categories.flatMap((category) =>
      category.articles.map((article) => {
        const data = readFrontmatterFile(article.file).data as {
          published: string;
          changes?: { date: string; summary: string; anchor?: string }[];
        };
        const changes = data.changes ?? [];
        return {
          path: `/notice/${type.id}/${category.id}/${article.key}`,
          category: category.id,
          published: data.published,
          updated: changes.reduce(
            (latest, change) => (change.date > latest ? change.date : latest),
            data.published,
          ),
          changes,
        };
      }),
    ),
  );
}

/** A calendar day as the page writes it in a language. */
const longDate = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page).toBeHydrated();
}

/** Runs in the page before its scripts: a reader who came on EARLIER_VISIT (once per session). */
function rememberEarlierVisit({ key, time }: { key: string; time: number }) {
  try {
    if (!sessionStorage.getItem("brumes.notice.visitBaseline")) localStorage.setItem(key, String(time));
  } catch {
    // Frames without storage.
  }
}

/** Layout shifts since the page started, as the browser reports them (the CLS sum). */
function watchLayoutShifts() {
  const w = window as unknown as { __shift: number };
  w.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) w.__shift += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
}

test.describe("last updated dates", () => {
  test("show each article's latest change, or its publication, as a date in the reader's language", async ({
    page,
  }) => {
    const all = articles();
    const changed = all.find((article) => article.updated > article.published)!;
    await open(page, changed.path);
    const time = page.locator(".article-updated time");
    await expect(time).toHaveAttribute("datetime", changed.updated);
    await expect(time).toHaveText(longDate(changed.updated, "fr"));
    await expect(page.locator(".article-updated")).toContainText(
      catalogue("fr")["app.notice.updated"]!.split(" {date}")[0]!,
    );

    const unchanged = all.find((article) => article.updated === article.published)!;
    await open(page, `/en${unchanged.path}`);
    await expect(page.locator(".article-updated time")).toHaveAttribute("datetime", unchanged.published);
    await expect(page.locator(".article-updated time")).toHaveText(longDate(unchanged.published, "en"));
    await expect(page.locator(".article-updated")).toContainText(
      catalogue("en")["app.notice.published"]!.split(" {date}")[0]!,
    );
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

    test("show what the latest change did, in French, next to its date (French and Arabic)", async ({
      page,
    }) => {
      const changed = articles().find((article) => article.updated > article.published)!;
      const latest = changed.changes.findLast((change) => change.date === changed.updated)!;
      const expected = frenchTypography(latest.summary).replace(/\s+/g, " ");
      for (const prefix of ["", "/ar"]) {
        await open(page, `${prefix}${changed.path}`);
        const summary = page.locator(".article-updated .article-updated__summary");
        await expect(summary).toBeVisible();
        await expect(summary).toHaveAttribute("lang", "fr");
        expect((await summary.textContent())!.replace(/\s+/g, " ").trim()).toBe(expected.trim());
        await expect(page.locator(".article-updated time")).toHaveAttribute("datetime", changed.updated);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        // The date sits beside its icon, and the French summary on a line of its own below it: run
        // into an Arabic sentence, its words and the date's read in a jumbled order.
        const [icon, date, words] = await Promise.all(
          [".article-updated svg", ".article-updated time", ".article-updated__summary"].map(
            async (selector) => (await page.locator(selector).first().boundingBox())!,
          ),
        );
        expect(Math.abs(icon!.y + icon!.height / 2 - (date!.y + date!.height / 2))).toBeLessThan(
          date!.height / 2,
        );
        expect(words!.y).toBeGreaterThanOrEqual(date!.y + date!.height - 1);
      }
      // An article without a change shows its publication day only.
      const unchanged = articles().find((article) => article.updated === article.published)!;
      await open(page, unchanged.path);
      await expect(page.locator(".article-updated__summary")).toHaveCount(0);
    });
  });

  test("are on each article of a category page", async ({ page }) => {
    const inJustice = articles().filter((article) => article.category === "justice");
    await open(page, "/notice/game/justice");
    await expect(page.locator(".notice-article .article-updated time")).toHaveCount(inJustice.length);
  });
});

test.describe("the change log", () => {
  test("lists the changes by month with links to the articles and sections, and announces the feed", async ({
    page,
  }) => {
    const withSection = articles().find((article) => article.changes.some((change) => change.anchor))!;
    const anchor = withSection.changes.find((change) => change.anchor)!.anchor!;
    await open(page, "/notice/changes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      catalogue("fr")["app.title.noticeChanges"]!,
    );
    await expect(page.locator(".breadcrumb [aria-current='page']")).toHaveText(
      catalogue("fr")["app.title.noticeChanges"]!,
    );
    const item = page.locator(".change-log__item--change").filter({
      has: page.locator(`a[href="${withSection.path}#${anchor}"]`),
    });
    await expect(item.first().locator(`.change-log__where a[href="${withSection.path}"]`)).toHaveCount(1);
    const feed = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(feed).toHaveAttribute("href", "/notice/changes.xml");
    // French under every language, as the rulebook is.
    await expect(feed).toHaveAttribute("hreflang", "fr");
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.brumes-rp.fr/notice/changes",
    );
    await item
      .first()
      .getByRole("link", { name: catalogue("fr")["app.notice.changes.section"] })
      .click();
    await expect(page).toHaveURL(new RegExp(`${withSection.path}#${anchor}$`));
    await expect(page.locator(`#${anchor}`)).toBeInViewport();
  });

  test("filters by category with the keyboard and keeps the filter in the URL", async ({ page }) => {
    const category = articles().find((article) => article.changes.length > 0)!.category;
    await open(page, "/notice/changes");
    const everything = await page.locator(".change-log__item").count();
    const select = page.getByRole("combobox", { name: catalogue("fr")["app.notice.changes.filter"] });
    await select.focus();
    const label = await select.locator(`option[value="${category}"]`).textContent();
    await page.keyboard.type(label!);
    await expect(page).toHaveURL(new RegExp(`/notice/changes\\?category=${category}$`));
    await expect(select).toHaveValue(category);
    const items = page.locator(".change-log__item");
    const shown = await items.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(everything);
    for (const item of await items.all())
      await expect(item).toHaveAttribute("data-category", new RegExp(`\\b${category}\\b`));
    await expect(page.locator(".change-log__count")).toContainText(String(shown));

    // The shared link shows the same list from its first paint, without moving anything.
    await page.addInitScript(watchLayoutShifts);
    await open(page, `/notice/changes?category=${category}`);
    await expect(select).toHaveValue(category);
    await expect(items).toHaveCount(shown);
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);

    await select.focus();
    await page.keyboard.type(catalogue("fr")["app.notice.changes.all"]!);
    await expect(page).toHaveURL(/\/notice\/changes$/);
    await expect.poll(() => items.count()).toBe(everything);
  });

  test.describe("in English", () => {
    test("shows the French entries under the not-translated banner, in English around them", async ({
      page,
    }) => {
      const en = catalogue("en");
      await open(page, "/en/notice/changes");
      await expect(page.getByRole("note")).toHaveText(en["app.translationMissing"]!);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(en["app.title.noticeChanges"]!);
      const latest = articles().reduce((day, article) => (article.updated > day ? article.updated : day), "");
      await expect(page.locator(".change-log__month-title").first()).toHaveText(
        new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }).format(
          new Date(`${latest.slice(0, 7)}-01T00:00:00Z`),
        ),
      );
      await expect(page.locator(".change-log__item--change .change-log__summary").first()).toHaveAttribute(
        "lang",
        "fr",
      );
      await expect(page.locator(".change-log__where a").first()).toHaveAttribute("href", /^\/en\/notice/);
    });
  });
});

test.describe("citations", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("copy a citation of a section with the keyboard, announced in a polite live region", async ({
    page,
  }) => {
    // A spec article; its category, title and first section as the content gives them today.
    const fr = catalogue("fr");
    const path = "/notice/game/character/ability";
    const { body } = readFrontmatterFile("content/notice/game/character/ability.md");
    const section = extractHeadings(body).find((heading) => heading.depth === 2)!;
    await open(page, path);
    const button = page.getByRole("button", { name: `${fr["app.notice.copyCitation"]!} ${section.text}` });
    await button.focus();
    await page.keyboard.press("Enter");
    // The build sets French typography (non-breaking spaces); the words are what counts here.
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
    await expect
      .poll(async () => plain(await page.evaluate(() => navigator.clipboard.readText())))
      .toBe(
        plain(
          `${fr["app.title.notice"]!} › ${categoryTitle("game", "character")} › ${frontMatter(path).title} › ` +
            `${section.text} — https://www.brumes-rp.fr${path}#${section.id}`,
        ),
      );
    await expect(
      page.getByRole("status").filter({ hasText: plain(fr["app.notice.citationCopied"]!) }),
    ).toHaveCount(1);
  });

  test("cite the page of the reader's language", async ({ page }) => {
    await open(page, "/de/notice/game/character/ability");
    const button = page.locator(".article-body #le-principe .heading-cite");
    // Named in the raw HTML, before any script: the label of the page's language, then the heading.
    await expect(button).toHaveAccessibleName(`${catalogue("de")["app.notice.copyCitation"]} Le principe`);
    await button.click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/ — https:\/\/www\.brumes-rp\.fr\/de\/notice\/game\/character\/ability#le-principe$/);
  });
});

test.describe("old addresses", () => {
  test("lead to the renamed article, at the same section", async ({ page }) => {
    const redirects = JSON.parse(readFileSync("build/notice-redirects.json", "utf8")) as {
      from: string;
      to: string;
    }[];
    const { from, to } = redirects[0]!;
    await page.goto(`${from}#section`);
    await expect(page).toHaveURL(new RegExp(`${to}#section$`));
    await expect(page).toBeHydrated();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("since your last visit", () => {
  test("marks, without moving anything, the articles changed since an earlier visit", async ({ page }) => {
    const all = articles();
    const latest = all.reduce((day, article) => (article.updated > day ? article.updated : day), "");
    // The reader came the day before the latest change.
    const earlierVisit = Date.parse(`${latest}T00:00:00Z`) - 12 * 3600 * 1000;
    const marked = all.find((article) => article.updated === latest)!;
    const unmarked = all.find(
      (article) => article.updated < latest && article.path.startsWith("/notice/game/"),
    )!;
    await page.addInitScript(rememberEarlierVisit, { key: LAST_VISIT_STORAGE_KEY, time: earlierVisit });
    await page.addInitScript(watchLayoutShifts);
    const categoryPage = marked.path.replace(/\/[^/]+$/, "");
    await open(page, categoryPage);
    const menuLink = (path: string) => page.locator(`.notice-sidebar a[href="${path}"]`);
    await expect(menuLink(marked.path).locator(".since-visit-mark")).toHaveCount(1);
    await expect(menuLink(marked.path)).toHaveAccessibleName(
      new RegExp(`\\(${catalogue("fr")["app.notice.updatedSinceVisit"]}\\)$`),
    );
    await expect(menuLink(unmarked.path).locator(".since-visit-mark")).toHaveCount(0);
    await expect(page.locator(`h2#${marked.path.split("/").at(-1)} .since-visit-mark`)).toHaveCount(1);
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);

    // The marks stay for the whole visit, from page to page.
    await open(page, unmarked.path);
    await expect(menuLink(marked.path).locator(".since-visit-mark")).toHaveCount(1);
  });

  test("marks nothing on a first visit", async ({ page }) => {
    await open(page, "/notice/game/justice");
    await settle(page);
    await expect(page.locator(".since-visit-mark")).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), LAST_VISIT_STORAGE_KEY)).toMatch(/^\d+$/);
  });
});
