import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { baseURL, newContext, waitForHydration, watchProblems } from "./support/browser";
import { rawRequest } from "./support/http";

async function open(url: string, options = {}) {
  const context = await newContext(options);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(url);
  await waitForHydration(page);
  return { context, page, problems };
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

describe("pre-rendered rulebook", () => {
  it("contains each article's French text in its raw HTML, readable without JavaScript", async () => {
    const root = "content/notice";
    for (const type of await readdir(root)) {
      for (const category of await readdir(path.join(root, type))) {
        for (const file of await readdir(path.join(root, type, category))) {
          if (!file.endsWith(".md")) continue;
          const url = `/notice/${type}/${category}/${file.slice(0, -3)}`;
          const response = await rawRequest(baseURL(), url);
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
});

describe("rulebook navigation", () => {
  it("shows the two entries on /notice and the categories in order, prison last", async () => {
    const { context, page } = await open("/notice");
    expect(
      await page
        .locator(".notice-type-card")
        .evaluateAll((cards) => cards.map((c) => c.getAttribute("href"))),
    ).toEqual(["/notice/game", "/notice/technical"]);
    await page.goto("/notice/game");
    const titles = await page.locator(".category-card__title").allInnerTexts();
    expect(titles).toEqual([
      "Préambule",
      "Mode de jeu",
      "Gouvernement",
      "Personnage",
      "Véhicules",
      "Entreprises",
      "Artisanat",
      "Banque",
      "Logement",
      "Police",
      "Justice",
      "Illégaux",
      "Prison",
    ]);
    expect(await page.locator(".category-card img").count()).toBe(13);
    await context.close();
  });

  it("highlights the current article in the menu and links the breadcrumb home to /notice", async () => {
    const { context, page } = await open("/notice/game/enterprises/open");
    const current = page.locator('.notice-sidebar a[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute("href")).toBe("/notice/game/enterprises/open");
    const hrefs = await page
      .locator(".notice-sidebar__article")
      .evaluateAll((links) =>
        links.map((l) => l.getAttribute("href")).filter((h) => h?.startsWith("/notice/game/enterprises/")),
      );
    expect(hrefs.map((h) => h!.split("/").pop())).toEqual([
      "introduction",
      "exploitations",
      "shop",
      "services",
      "press",
      "medical",
      "offshore",
      "employee",
      "open",
      "billing",
      "slots",
    ]);
    const crumbs = page.locator(".breadcrumb li");
    expect(await crumbs.first().locator("a").getAttribute("href")).toBe("/notice");
    expect(await crumbs.first().locator("svg").count()).toBe(1);
    const title = await page.locator("h1").innerText();
    expect((await crumbs.allInnerTexts()).slice(1).map((text) => text.trim())).toEqual([
      "Notice de jeu",
      "Entreprises",
      title,
    ]);
    // Previous and next follow the order: employee (8) comes before open (8), by key.
    expect(await page.locator('a[rel="prev"]').getAttribute("href")).toBe(
      "/notice/game/enterprises/employee",
    );
    expect(await page.locator('a[rel="next"]').getAttribute("href")).toBe("/notice/game/enterprises/billing");
    await context.close();
  });

  it("redirects unknown articles, categories and types to /notice", async () => {
    const { context, page } = await open("/notice");
    for (const url of [
      "/notice/game/character/unknown",
      "/notice/game/nope",
      "/notice/sport",
      "/notice/game/character/ability/extra",
    ]) {
      await page.goto(url);
      expect(new URL(page.url()).pathname, url).toBe("/notice");
      expect(await page.locator("h1").innerText()).toBe("La notice de Brumes RP");
    }
    await context.close();
  });

  it("shows the untranslated-page banner outside French and keeps the French text", async () => {
    const context = await newContext();
    await context.addInitScript(() => {
      if (!localStorage.getItem("brumes.locale")) localStorage.setItem("brumes.locale", "en");
    });
    const page = await context.newPage();
    await page.goto("/notice/game/banking/public");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(await page.getByRole("note").innerText()).toBe("Translation does not exist for this page.");
    expect(await page.locator(".article-body").getAttribute("lang")).toBe("fr");
    expect(await page.locator("h1").innerText()).toBe(
      await page.locator(".article-header__title").first().innerText(),
    );
    await page.evaluate(() => localStorage.setItem("brumes.locale", "fr"));
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole("note").count()).toBe(0);
    await context.close();
  });
});

describe("article features", () => {
  it("opens an image in a popup that closes on click, and on Escape with focus returned", async () => {
    const { context, page } = await open("/notice/game/justice/court");
    const image = page.locator(".article-body img.zoomable").first();
    await image.scrollIntoViewIfNeeded();
    await image.click();
    const dialog = page.locator("dialog.lightbox");
    await page.waitForFunction(
      () => document.querySelector<HTMLDialogElement>("dialog.lightbox")?.open === true,
    );
    expect(await dialog.locator("img").getAttribute("src")).toContain(
      "/img/notice/diagrams/court-process.webp",
    );
    await dialog.locator("img").click();
    await page.waitForFunction(
      () => document.querySelector<HTMLDialogElement>("dialog.lightbox")?.open === false,
    );

    await image.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      () => document.querySelector<HTMLDialogElement>("dialog.lightbox")?.open === true,
    );
    await page.keyboard.press("Escape");
    await page.waitForFunction(
      () => document.querySelector<HTMLDialogElement>("dialog.lightbox")?.open === false,
    );
    expect(await page.evaluate(() => document.activeElement?.classList.contains("zoomable"))).toBe(true);
    await context.close();
  });

  it("lists the headings under 'On this page' with working anchors, and copies a heading link", async () => {
    const context = await newContext({ permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    await page.goto("/notice/game/character/ability");
    await waitForHydration(page);
    const tocLinks = await page
      .locator(".toc a")
      .evaluateAll((links) => links.map((l) => l.getAttribute("href")!));
    expect(tocLinks.length).toBeGreaterThan(2);
    for (const href of tocLinks) expect(await page.locator(href).count(), href).toBe(1);
    const anchor = page.locator(".article-body h2 .heading-anchor").first();
    const id = await anchor.getAttribute("data-copy-link");
    await anchor.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `https://www.brumes-rp.fr/notice/game/character/ability#${id}`,
    );
    expect(await page.getByRole("status").filter({ hasText: "Lien copié" }).count()).toBe(1);
    await context.close();
  });

  it("marks glossary terms with a definition shown on hover and on keyboard focus", async () => {
    const { context, page } = await open("/notice/game/police/corruption");
    const term = page.locator(".glossary__term").first();
    expect(await term.getAttribute("href")).toMatch(/^\/notice\/game\/preamble\/notion#/);
    const tip = page.locator(`#${await term.getAttribute("aria-describedby")}`);
    expect(await tip.isVisible()).toBe(false);
    await term.focus();
    expect(await tip.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await tip.isVisible()).toBe(false);
    await context.close();
  });

  it("scrolls to the hash's heading below the header", async () => {
    const context = await newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.clock.install({ time: new Date("2026-11-22T10:00:00Z") });
    await page.goto("/notice/game/banking/public");
    await waitForHydration(page);
    const id = await page.locator(".article-body h2").nth(1).getAttribute("id");
    await page.goto(`/notice/game/banking/public#${id}`);
    await waitForHydration(page);
    await page.clock.runFor(400);
    const { top, header } = await page.evaluate(
      (target) => ({
        top: document.getElementById(target)!.getBoundingClientRect().top,
        header: document.querySelector("[data-site-header]")!.getBoundingClientRect().height,
      }),
      id!,
    );
    expect(Math.round(top)).toBe(Math.round(header) + 10);
    await context.close();
  });
});

describe("rulebook search", () => {
  it("opens with Ctrl+K, finds accented words from plain queries, highlights and opens at the heading after 300 ms", async () => {
    const context = await newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto("/notice");
    await waitForHydration(page);
    await page.keyboard.press("Control+k");
    const input = page.getByRole("combobox");
    await input.fill("prefecture");
    await page.waitForSelector(".search-result");
    const marks = await page.locator(".search-result mark").allInnerTexts();
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.some((mark) => mark.toLowerCase() === "préfecture")).toBe(true);

    await input.fill("amende");
    await page.waitForFunction(() =>
      document.querySelector(".search-result mark")?.textContent?.toLowerCase().startsWith("amende"),
    );
    expect(await page.locator(".search-result").count()).toBeGreaterThan(0);

    await input.fill("Préfecture");
    await page.waitForSelector(".search-result");
    await page.keyboard.press("ArrowDown");
    expect(await page.locator('.search-result[aria-selected="true"]').getAttribute("id")).toBe(
      await input.getAttribute("aria-activedescendant"),
    );

    // The chosen result opens its article at the heading, after the hash-scroll delay.
    await page.clock.install({ time: new Date("2026-11-22T10:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-22T10:00:05Z"));
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/notice\/.+#/);
    const hash = new URL(page.url()).hash.slice(1);
    await page.waitForSelector(`[id="${hash}"]`);
    await page.clock.runFor(250);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(100);
    const { top, header } = await page.evaluate(
      (target) => ({
        top: document.getElementById(target)!.getBoundingClientRect().top,
        header: document.querySelector("[data-site-header]")!.getBoundingClientRect().height,
      }),
      hash,
    );
    expect(Math.round(top)).toBeLessThanOrEqual(Math.round(header) + 10);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("opens with / and closes with Escape, returning focus", async () => {
    const { context, page } = await open("/notice/game");
    await page.keyboard.press("/");
    await page.waitForFunction(
      () => document.querySelector<HTMLDialogElement>(".notice-search__dialog")?.open === true,
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("combobox");
    await page.keyboard.press("Escape");
    await page.waitForFunction(
      () => document.querySelector<HTMLDialogElement>(".notice-search__dialog")?.open === false,
    );
    expect(await page.evaluate(() => document.activeElement?.className)).toContain("notice-search__open");
    await context.close();
  });
});
