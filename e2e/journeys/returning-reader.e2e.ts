/**
 * A player comes back after a while and wants to know what changed in the rules: the change log
 * page, or the Atom feed the community's bot reads. Each real change is listed once, the
 * rulebook's publication once (not once per article), and changes of one day keep their order,
 * on the page and in the feed, with distinct times. An article that never changed says when it was
 * published. The French pages around it set French typography in the interface too.
 */
import { parseFeed } from "@rowanmanning/feed-parser";
import { listNoticeFiles } from "../../app/notice/content-files";
import { readFrontmatterFile } from "../../app/lib/markdown/frontmatter.server";
import { rawRequest } from "../../tools/http";
import { expect, test, type Page } from "../fixtures";
import { catalogue } from "../support/catalogue";

const french = catalogue("fr");

/** The text of a catalogue message before its `{date}` placeholder ("Mis à jour le "). */
const beforeDate = (key: string) => (french[key] ?? `(missing ${key})`).split("{date}")[0]!.trim();

interface PageEntry {
  id: string | null;
  date: string | null;
  summary: string;
}

async function changeLogEntries(page: Page): Promise<PageEntry[]> {
  return page.locator(".change-log__item").evaluateAll((items) =>
    items.map((item) => ({
      id: item.getAttribute("data-entry"),
      date: item.querySelector("time")?.getAttribute("datetime") ?? null,
      summary: (item.querySelector(".change-log__summary")?.textContent ?? "").trim(),
    })),
  );
}

/** Articles whose frontmatter records changes, and those that do not. */
function articlesByChanges() {
  const articles = listNoticeFiles().flatMap((type) =>
    type.categories.flatMap((category) =>
      category.articles.map((article) => {
        const data = readFrontmatterFile(article.file).data as { changes?: unknown[] };
        return {
          path: `/notice/${type.id}/${category.id}/${article.key}`,
          changed: (data.changes ?? []).length > 0,
        };
      }),
    ),
  );
  return {
    changed: articles.filter((article) => article.changed),
    unchanged: articles.filter((article) => !article.changed),
  };
}

test.describe("a returning reader", () => {
  test("finds each change once in the change log, the rulebook's publication once, in the feed's order", async ({
    page,
    siteServer,
    problems,
  }) => {
    await page.goto("/notice/changes");
    await expect(page).toBeHydrated();
    const entries = await changeLogEntries(page);
    expect(entries.length).toBeGreaterThan(0);

    // No filler: on any day, no two entries say the same thing.
    const perDay = new Map<string, string[]>();
    for (const entry of entries)
      perDay.set(entry.date ?? "", [...(perDay.get(entry.date ?? "") ?? []), entry.summary]);
    for (const [day, summaries] of perDay)
      expect(
        summaries.filter((summary, index) => summaries.indexOf(summary) !== index),
        day,
      ).toEqual([]);
    // Newest day first.
    const days = entries.map((entry) => entry.date ?? "");
    expect(days).toEqual([...days].sort().reverse());

    // The feed: valid Atom, unique permanent ids, distinct times, newest first, in the page's order.
    const xml = (await rawRequest(siteServer.url, "/notice/changes.xml")).body.toString("utf8");
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe("atom");
    const ids = feed.items.map((item) => item.id ?? "");
    expect(new Set(ids).size).toBe(ids.length);
    const times = feed.items.map((item) => item.updated?.getTime() ?? Number.NaN);
    expect(new Set(times).size, "every entry has its own time").toBe(times.length);
    expect(times, "newest first").toEqual([...times].sort((a, b) => b - a));
    const pageIds = entries.slice(0, ids.length).map((entry) => entry.id);
    expect(ids.map((id) => `/${id.replace(/^tag:[^:]+:/, "")}`)).toEqual(pageIds);
    await expect(page).toHaveNoAxeViolations();
    expect(problems.pageErrors).toEqual([]);
  });

  test("reads when an article was published, or last updated if it changed since", async ({ page }) => {
    const { changed, unchanged } = articlesByChanges();
    expect(unchanged.length, "articles that never changed").toBeGreaterThan(0);
    await page.goto(unchanged[0]!.path);
    await expect(page).toBeHydrated();
    await expect(page.locator(".article-updated")).toContainText(beforeDate("app.notice.published"));
    if (changed[0]) {
      await page.goto(changed[0].path);
      await expect(page.locator(".article-updated")).toContainText(beforeDate("app.notice.updated"));
    }
  });
});

/** Ordinary spaces where French typography wants a non-breaking one, in the page's texts and labels. */
function typographyFaults(): string[] {
  const wrong = / [:;!?»]|« /;
  const faults: string[] = [];
  if (wrong.test(document.title)) faults.push(`title: ${document.title}`);
  const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
  if (wrong.test(description)) faults.push(`description: ${description}`);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("code, kbd, pre, script, style")) continue;
    if (wrong.test(node.textContent ?? "")) faults.push(`text: ${node.textContent}`);
  }
  for (const element of document.body.querySelectorAll("[placeholder], [aria-label], [title], [alt]"))
    for (const name of ["placeholder", "aria-label", "title", "alt"]) {
      const value = element.getAttribute(name);
      if (value && wrong.test(value)) faults.push(`${name}: ${value}`);
    }
  return faults;
}

test.describe("a French reader", () => {
  test("sees French typography in the interface: non-breaking spaces before : ; ! ? » and after «", async ({
    page,
  }) => {
    for (const path of ["/", "/notice", "/notice/changes", "/board"]) {
      await page.goto(path);
      await expect(page).toBeHydrated();
      expect(await page.evaluate(typographyFaults), path).toEqual([]);
    }
    // The "page not found" page is served without scripts.
    await page.goto("/this-page-does-not-exist");
    expect(await page.evaluate(typographyFaults), "404").toEqual([]);
  });
});
