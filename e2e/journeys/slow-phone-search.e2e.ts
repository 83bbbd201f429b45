/**
 * A player on a slow phone (150 ms latency, 1.6 Mbit/s, CPU × 4, cold cache) opens the rulebook and
 * searches at once: the query is typed before any search data has arrived, and its results come
 * from the index shards of its words alone, with the qualities of the search: accents ignored,
 * results grouped with their article and section, words highlighted, arrow keys through them.
 */
import { readFileSync } from "node:fs";
import { formatText } from "../../app/i18n/format";
import type { Messages } from "../../app/i18n/messages";
import { normalizeText } from "../../app/lib/text";
import {
  SEARCH_BASE_KEY,
  SEARCH_INDEX_URL,
  queryShardKeys,
  searchShardUrl,
} from "../../app/notice/search/index-options";
import { expect, test } from "../fixtures";
import { holdScripts } from "../support/held-requests";
import { PHONE_CONTEXT, throttle } from "../../tools/throttled-phone";

test.use(PHONE_CONTEXT);

test("a query typed before the search data arrives gets its results, from its words' shards alone", async ({
  page,
  problems,
}) => {
  await throttle(page);
  // Every search file waits until the query is typed: whatever the network, it was typed first.
  const searchFiles: string[] = [];
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/notice-search(\.json|-index\/)/, async (route) => {
    searchFiles.push(new URL(route.request().url()).pathname);
    await typed;
    await route.continue();
  });

  await page.goto("/notice");
  await expect(page).toBeHydrated({ timeout: 30_000 });
  await page.locator(".notice-search__open").tap();
  const dialog = page.locator(".notice-search__dialog");
  const input = dialog.getByRole("combobox");
  await expect(input).toBeFocused();
  await page.keyboard.type("permis");
  const results = dialog.locator('[role="option"]');
  await expect(results).toHaveCount(0);
  release();

  // Results, grouped with their article (and section), the query's word highlighted.
  await expect(results.first()).toBeVisible({ timeout: 15_000 });
  const marks = await dialog.locator(".search-result mark").allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) expect(normalizeText(mark)).toMatch(/^permi/);
  // Every result has its place in the rulebook and a title (the article's own text used to have none).
  const count = await results.count();
  await expect(dialog.locator(".search-result__path")).toHaveCount(count);
  for (const title of await dialog.locator(".search-result__heading").allTextContents())
    expect(title.trim()).not.toBe("");
  await expect(dialog.locator(".search-result__heading")).toHaveCount(count);

  // Only the index's statistics and the shard of the query's first letter: never the whole index.
  const shards = searchFiles.filter((file) => file.startsWith(searchShardUrl("").replace(/\.json$/, "")));
  expect(shards.sort()).toEqual([SEARCH_BASE_KEY, ...queryShardKeys("permis")].map(searchShardUrl).sort());

  // Accents left out still find the accented word, from the shard of its letter.
  await input.fill("apnee");
  await expect(dialog.locator(".search-result mark").first()).toHaveText(/^apnée/i, { timeout: 15_000 });
  expect(searchFiles).toContain(searchShardUrl("a"));

  // The arrow keys go through the results; the field keeps focus and names the chosen one.
  await page.keyboard.press("ArrowDown");
  const selected = dialog.locator('[role="option"][aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  await expect(input).toHaveAttribute("aria-activedescendant", (await selected.getAttribute("id"))!);
  expect(problems.pageErrors).toEqual([]);
});

test("a query typed in the page's field before the page is ready gets its results once it is (it used to wait for another key)", async ({
  page,
}) => {
  // The page's scripts are held until the word is typed: the reader was done before the app took over.
  const release = await holdScripts(page);
  await page.goto("/notice", { waitUntil: "commit" });
  const field = page.locator(".notice-search__field");
  await field.tap();
  await page.keyboard.type("permis");
  await expect(field).toHaveValue("permis");
  release();

  await expect(page).toBeHydrated();
  const dialog = page.locator(".notice-search__dialog");
  await expect(dialog.getByRole("combobox")).toHaveValue("permis");
  await expect(dialog.locator('[role="option"]').first()).toBeVisible({ timeout: 15_000 });
  await expect(field).toHaveValue("");
});

test("a tap on the page's field before the page is ready opens the search once it is, with nothing typed", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/notice", { waitUntil: "commit" });
  const field = page.locator(".notice-search__field");
  await field.tap();
  await expect(field).toBeFocused();
  release();

  await expect(page).toBeHydrated();
  const dialog = page.locator(".notice-search__dialog");
  await expect(dialog.getByRole("combobox")).toBeFocused();
  await page.keyboard.type("permis");
  await expect(dialog.locator('[role="option"]').first()).toBeVisible({ timeout: 15_000 });
});

test("the first search says the index is loading until its results come, never that there is none", async ({
  page,
}) => {
  const fr = JSON.parse(readFileSync("app/i18n/messages/fr.json", "utf8")) as Messages;
  const noResult = formatText("fr", fr, "app.notice.search.results", { count: 0 });
  await throttle(page);
  await page.goto("/notice");
  await expect(page).toBeHydrated({ timeout: 30_000 });
  const arrived = (path: string) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === path, { timeout: 30_000 });
  const base = Promise.all([arrived(SEARCH_INDEX_URL), arrived(searchShardUrl(SEARCH_BASE_KEY))]);
  await page.locator(".notice-search__open").tap();
  const dialog = page.locator(".notice-search__dialog");
  await expect(dialog.getByRole("combobox")).toBeFocused();
  // The search is ready for the first letter typed: the moment the count once went ahead of the results.
  await base;
  const firstShard = arrived(searchShardUrl("p"));
  await page.keyboard.type("p");
  await firstShard;
  await expect(dialog.getByRole("status")).not.toHaveText(
    formatText("fr", fr, "app.notice.search.loading").replace(/\s/g, " "),
    { timeout: 15_000 },
  );
  // Every text the status line shows from now on, however briefly.
  await dialog.getByRole("status").evaluate((status) => {
    const shown: string[] = [];
    (window as unknown as { shownStatuses: string[] }).shownStatuses = shown;
    new MutationObserver(() => shown.push(status.textContent ?? "")).observe(status, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await page.keyboard.type("ermis", { delay: 60 });
  await expect(dialog.locator('[role="option"]').first()).toBeVisible({ timeout: 15_000 });
  const shown = await page.evaluate(() => (window as unknown as { shownStatuses: string[] }).shownStatuses);
  // Two runs in five once flashed « Aucun résultat » before the results.
  expect(shown.map((text) => text.replace(/\s/g, " "))).not.toContain(noResult.replace(/\s/g, " "));
  expect(shown.some((text) => /\d/.test(text))).toBe(true);
});

test("the search field's own button sends the query before the page is ready, and it is searched once it is", async ({
  page,
}) => {
  const fr = JSON.parse(readFileSync("app/i18n/messages/fr.json", "utf8")) as Messages;
  const release = await holdScripts(page);
  await page.goto("/notice/game", { waitUntil: "commit" });
  const form = page.getByRole("search");
  // A real submit button, named, inside the form (what assistive tools look for), a whole tap target.
  const submit = form.getByRole("button", { name: formatText("fr", fr, "app.notice.search.submit") });
  await expect(submit).toHaveAttribute("type", "submit");
  const size = (await submit.boundingBox())!;
  expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
  await form.getByRole("textbox").fill("permis");
  await submit.tap();
  // The form's own address: the rulebook's home with the query.
  await expect(page).toHaveURL((url) => url.pathname === "/notice" && url.searchParams.get("q") === "permis");
  release();
  await expect(page).toBeHydrated();
  const dialog = page.locator(".notice-search__dialog");
  await expect(dialog.getByRole("combobox")).toHaveValue("permis");
  await expect(dialog.locator('[role="option"]').first()).toBeVisible({ timeout: 15_000 });
});
