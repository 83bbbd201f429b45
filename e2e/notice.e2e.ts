import { catalogue } from "./support/catalogue";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";
import { expect, offsetBelowHeader, settle, test, type Locator, type Page } from "./fixtures";
import { rawRequest } from "../tools/http";
import { SPEC_ARTICLES } from "../app/notice/spec-articles";
import {
  categoryTitle,
  frontMatter as contentFrontMatter,
  gameCategories,
  menuArticles,
} from "./journeys/rulebook-content";

const START = new Date("2026-11-22T10:00:00Z");
// Far enough after START that a busy machine never reaches it between install and pauseAt
// (pauseAt cannot go back in time).
const PAUSE = new Date("2026-11-22T10:00:30Z");

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page).toBeHydrated();
}

const hrefs = (links: Locator) => links.evaluateAll((list) => list.map((link) => link.getAttribute("href")));

async function frontMatter(file: string): Promise<{ title: string }> {
  return parse((await readFile(file, "utf8")).split(/^---$/m)[1] ?? "") as { title: string };
}

/** A sentence of the article's own text, to look for in the HTML. */
async function firstSentence(file: string): Promise<string> {
  const body = (await readFile(file, "utf8")).split(/^---$/m)[2] ?? "";
  const paragraph = body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => /^[A-ZÀ-Ý]/.test(block) && !block.includes("](") && !/[*_`]/.test(block));
  return (paragraph ?? "").slice(0, 60);
}

test.describe("pre-rendered rulebook", () => {
  test("contains each article's French text in its raw HTML, readable without JavaScript", async ({
    siteServer,
  }) => {
    const root = "content/notice";
    for (const type of await readdir(root)) {
      for (const category of await readdir(path.join(root, type))) {
        for (const file of await readdir(path.join(root, type, category))) {
          if (!file.endsWith(".md")) continue;
          const url = `/notice/${type}/${category}/${file.slice(0, -3)}`;
          const response = await rawRequest(siteServer.url, url);
          expect(response.status, url).toBe(200);
          const sentence = await firstSentence(path.join(root, type, category, file));
          expect(sentence.length, url).toBeGreaterThan(20);
          // React escapes apostrophes in attributes and text it renders; the article HTML keeps them.
          // French typography turns some spaces of the Markdown into non-breaking ones.
          const html = response.body
            .toString("utf8")
            .replace(/&#x27;/g, "'")
            .replace(/[\u00a0\u202f]/g, " ")
            .replace(/<span role="tooltip"[^>]*>[^<]*<\/span>/g, "")
            .replace(/<[^>]+>/g, "");
          expect(html, url).toContain(sentence);
        }
      }
    }
  });

  test("holds an article's markup once, and keeps it through hydration and client-side navigation", async ({
    page,
    siteServer,
  }) => {
    const url = "/notice/game/character/ability";
    const raw = (await rawRequest(siteServer.url, url)).body.toString("utf8");
    const markup = /<div class="article-body"[^>]*>(<p>[^]*?<\/p>)/.exec(raw)![1]!;
    // Not a second time in the hydration data (a JSON string in a script): that copy is emptied at build time.
    const data = JSON.parse(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(raw)![1]!) as string;
    expect(data).toContain(JSON.stringify(contentFrontMatter(url).title).slice(1, -1));
    expect(data).not.toContain(JSON.stringify(markup).slice(1, 40));

    // Only what the article's first paint needs blocks it: not the popups' styles, not the rulebook's own pages'.
    const blocking = [...raw.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    expect(blocking.some((href) => /notice-[A-Za-z0-9_-]+\.css$/.test(href!))).toBe(true);
    expect(blocking.filter((href) => /notice-(popups|pages)/.test(href!))).toEqual([]);

    await open(page, url);
    const body = page.locator(".notice-article .article-body");
    const opening = body.locator("p").first();
    const text = (await opening.textContent())!;
    expect(text.length).toBeGreaterThan(40);
    await expect(body.locator("h2").first()).toBeVisible();

    // Another article by the menu, then Back: each shows its own text.
    await page
      .locator(".notice-sidebar__categories")
      .getByRole("link", { name: contentFrontMatter("/notice/game/character/identity").title, exact: true })
      .click();
    await expect(page).toHaveURL(/\/notice\/game\/character\/identity$/);
    await expect(body.locator("p").first()).not.toHaveText(text);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(body.locator("p").first()).toHaveText(text);
  });
});

test.describe("rulebook navigation", () => {
  test("shows the two entries on /notice and the categories in order, prison last", async ({ page }) => {
    await open(page, "/notice");
    await expect
      .poll(() => hrefs(page.locator(".notice-type-card")))
      .toEqual(["/notice/game", "/notice/technical"]);
    await open(page, "/notice/game");
    // The order of the categories' files (the rulebook's specification: by order number, prison and
    // unlisted ones last), titles as written.
    const categories = gameCategories();
    await expect(page.locator(".category-card__title")).toHaveText(
      categories.map((category) => category.title),
    );
    await expect(page.locator(".category-card img")).toHaveCount(categories.length);
    expect(categories.at(-1)?.id).toBe("prison");
  });

  test("highlights the current article in the menu and links the breadcrumb home to /notice", async ({
    page,
  }) => {
    await open(page, "/notice/game/enterprises/open");
    const current = page.locator('.notice-sidebar a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("href", "/notice/game/enterprises/open");
    await expect
      .poll(async () =>
        (await hrefs(page.locator(".notice-sidebar__article")))
          .filter((href) => href?.startsWith("/notice/game/enterprises/"))
          .map((href) => href!.split("/").pop()),
      )
      .toEqual(menuArticles("game", "enterprises").map((path) => path.split("/").pop()));
    // The spec's articles keep their order among any staff add (employee and open share order 8: by key).
    const menu = menuArticles("game", "enterprises").map((path) => path.split("/").pop()!);
    const spec = Object.entries(SPEC_ARTICLES.game.enterprises!)
      .sort(([a, x], [b, y]) => x - y || a.localeCompare(b))
      .map(([key]) => key);
    expect(menu.filter((key) => spec.includes(key))).toEqual(spec);
    const crumbs = page.locator(".breadcrumb li");
    await expect(crumbs.first().locator("a")).toHaveAttribute("href", "/notice");
    await expect(crumbs.first().locator("a svg")).toHaveCount(1);
    const { title } = await frontMatter("content/notice/game/enterprises/open.md");
    await expect(page.locator("h1")).toHaveText(title);
    await expect(crumbs).toHaveText([/.*/, /.+/, categoryTitle("game", "enterprises"), title]);
    // Previous and next follow the menu's order.
    const order = menuArticles("game", "enterprises");
    const at = order.indexOf("/notice/game/enterprises/open");
    await expect(page.locator('a[rel="prev"]')).toHaveAttribute("href", order[at - 1]!);
    await expect(page.locator('a[rel="next"]')).toHaveAttribute("href", order[at + 1]!);
  });

  test("redirects unknown articles, categories and types to /notice", async ({ page }) => {
    await open(page, "/notice");
    for (const url of [
      "/notice/game/character/unknown",
      "/notice/game/nope",
      "/notice/sport",
      "/notice/game/character/ability/extra",
    ]) {
      await page.goto(url);
      await expect(page, url).toHaveURL((current) => current.pathname === "/notice");
      await expect(page.locator("h1"), url).toHaveText("La notice de Brumes RP");
    }
  });

  test.describe("in English", () => {
    test.use({ storedLocale: "en" });

    test("shows the untranslated-page banner and keeps the French text; not in French", async ({ page }) => {
      await page.goto("/en/notice/game/banking/public");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("note")).toHaveText(catalogue("en")["app.translationMissing"]!);
      await expect(page.locator(".article-body")).toHaveAttribute("lang", "fr");
      const { title } = await frontMatter("content/notice/game/banking/public.md");
      await expect(page.locator('.article-header[lang="fr"] h1')).toHaveText(title);
      // The French address is French, whatever the stored choice.
      await page.goto("/notice/game/banking/public");
      await expect(page).toBeHydrated();
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await settle(page);
      await expect(page.getByRole("note")).toHaveCount(0);
    });
  });
});

test.describe("article features", () => {
  test("opens an image in a popup that closes on click, and on Escape with focus returned", async ({
    page,
  }) => {
    await open(page, "/notice/game/justice/court");
    const image = page.locator(".article-body img.zoomable").first();
    const dialog = page.locator("dialog.lightbox");
    await image.scrollIntoViewIfNeeded();
    await image.click();
    await expect(dialog).toHaveJSProperty("open", true);
    await expect(dialog.locator("img")).toHaveAttribute(
      "src",
      /\/img\/notice\/diagrams\/court-process\.webp/,
    );
    await dialog.locator("img").click();
    await expect(dialog).toHaveJSProperty("open", false);

    // The image is a link to its file, which opens the popup from the keyboard too.
    const link = page.locator(".article-body .zoomable-link").first();
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveJSProperty("open", true);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveJSProperty("open", false);
    await expect(link).toBeFocused();
    await expect(page).toHaveURL((url) => url.pathname === "/notice/game/justice/court");
  });

  test.describe("with clipboard access", () => {
    test.use({ permissions: ["clipboard-read", "clipboard-write"] });

    test("lists the headings under 'On this page' with working anchors, and copies a heading link", async ({
      page,
    }) => {
      await open(page, "/notice/game/character/ability");
      const toc = page.locator(".toc a");
      await expect.poll(() => toc.count()).toBeGreaterThan(2);
      for (const href of await hrefs(toc)) await expect(page.locator(href!), href!).toHaveCount(1);
      // Moving by headings reads each heading's text alone, not its controls' labels after it.
      const firstHeading = (await page.locator(".article-body h2 > span").first().textContent())!;
      await expect(page.getByRole("heading", { level: 2, name: firstHeading, exact: true })).toHaveCount(1);
      const anchor = page.locator(".article-body h2 .heading-anchor").first();
      await expect(anchor).toHaveAttribute("data-copy-link", /\S/);
      const id = await anchor.getAttribute("data-copy-link");
      await anchor.click();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(`https://www.brumes-rp.fr/notice/game/character/ability#${id}`);
      await expect(page.getByRole("status").filter({ hasText: "Lien copié" })).toHaveCount(1);
    });
  });

  test("marks glossary terms with a definition shown on hover and on keyboard focus, closed by Escape", async ({
    page,
  }) => {
    await open(page, "/notice/game/police/corruption");
    const term = page.locator(".glossary__term").first();
    await expect(term).toHaveAttribute("href", /^\/notice\/game\/preamble\/notion#/);
    await expect(term).toHaveAttribute("aria-describedby", /\S/);
    const tipId = await term.getAttribute("aria-describedby");
    const tip = page.locator(`#${tipId}`);
    await expect(tip).toBeHidden();
    await term.hover();
    await expect(tip).toBeVisible();
    // Shown by the mouse, it closes on Escape too, the pointer still over the term (WCAG 1.4.13).
    await page.keyboard.press("Escape");
    await expect(tip).toBeHidden();
    await page.mouse.move(5, 5);
    await term.hover();
    await expect(tip).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(tip).toBeHidden();
    await term.focus();
    await expect(tip).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tip).toBeHidden();
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("a first load with a hash puts its heading 10 px below the header", async ({ page, request }) => {
      const url = "/notice/game/banking/public";
      const html = await (await request.get(url)).text();
      const body = html.slice(html.indexOf('class="article-body'));
      const id = [...body.matchAll(/<h2[^>]* id="([^"]+)"/g)][1]?.[1];
      expect(id).toBeTruthy();
      await page.clock.install({ time: START });
      await page.clock.pauseAt(PAUSE);
      await page.goto(`${url}#${id}`);
      await expect(page).toBeHydrated();
      await page.clock.runFor(400);
      await expect.poll(async () => (await offsetBelowHeader(page, id!)).offset).toBe(10);
    });
  });
});

test.describe("rulebook search", () => {
  test.use({ reducedMotion: "reduce" });

  test("opens with Ctrl+K, finds accented words from plain queries, highlights and opens at the heading after 300 ms", async ({
    page,
    problems,
  }) => {
    await open(page, "/notice");
    await page.keyboard.press("Control+k");
    const input = page.getByRole("combobox");
    await expect(input).toBeFocused();
    const marks = page.locator(".search-result mark");
    await input.fill("prefecture");
    await expect(marks.filter({ hasText: /^préfecture$/i }).first()).toBeVisible();

    await input.fill("amende");
    await expect(marks.first()).toHaveText(/^amende/i);
    await expect(page.locator(".search-result").first()).toBeVisible();

    await input.fill("Préfecture");
    await expect(marks.first()).toHaveText(/^préfecture/i);
    await page.keyboard.press("ArrowDown");
    const selected = page.locator('.search-result[aria-selected="true"]');
    await expect(selected).toHaveCount(1);
    await expect(input).toHaveAttribute("aria-activedescendant", (await selected.getAttribute("id"))!);

    // The chosen result opens its article at the heading, after the hash-scroll delay.
    await page.clock.install({ time: START });
    await page.clock.pauseAt(PAUSE);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/notice\/.+#./);
    const hash = new URL(page.url()).hash.slice(1);
    await expect(page.locator(`[id="${hash}"]`)).toBeAttached();
    await settle(page);
    await page.clock.runFor(250);
    await settle(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(async () => (await offsetBelowHeader(page, hash)).offset).toBeLessThanOrEqual(10);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test("marks the words that name the subject, each time they come, never the little words", async ({
    page,
  }) => {
    await open(page, "/notice");
    await page.keyboard.press("Control+k");
    await page.getByRole("combobox").fill("la banque");
    const marks = page.locator(".search-result mark");
    await expect(marks.first()).toBeVisible();
    const marked = (await marks.allTextContents()).map((text) => text.toLowerCase());
    expect(marked.filter((text) => !text.startsWith("banque"))).toEqual([]);
    // A snippet naming the subject twice marks it twice.
    await page.getByRole("combobox").fill("permis de conduire");
    // The results of these words, not those of the last ones still on screen.
    await expect(marks.filter({ hasText: /^permis$/i }).first()).toBeVisible();
    await expect
      .poll(() =>
        page
          .locator(".search-result__snippet")
          .evaluateAll((snippets) =>
            Math.max(0, ...snippets.map((snippet) => snippet.querySelectorAll("mark").length)),
          ),
      )
      .toBeGreaterThan(1);
    expect((await marks.allTextContents()).map((text) => text.toLowerCase())).not.toContain("de");
  });

  test("opens with / and closes with Escape, returning focus", async ({ page }) => {
    await open(page, "/notice/game");
    const dialog = page.locator(".notice-search__dialog");
    // Focus goes back where it was (here a link of the page), without moving the page.
    const link = page.locator(".category-card a").first();
    await link.focus();
    await page.keyboard.press("/");
    await expect(dialog).toHaveJSProperty("open", true);
    await expect(page.getByRole("combobox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveJSProperty("open", false);
    await expect(link).toBeFocused();
    // With a query typed, one Escape still closes (a search field alone would only empty itself).
    await page.keyboard.press("/");
    await page.getByRole("combobox").fill("amende");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveJSProperty("open", false);
  });
});
