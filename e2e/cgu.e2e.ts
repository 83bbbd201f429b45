import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, waitForHydration, watchProblems } from "./support/browser";

const SECTIONS = [
  "intellectual",
  "restriction",
  "usage",
  "account",
  "limitations",
  "indemnity",
  "law",
  "personal",
];
const START = new Date("2026-11-22T10:00:00Z");
const PAUSE = new Date("2026-11-22T10:00:01Z");

/** Where the section heading sits compared with the header, and whether the page could scroll further. */
function headingPosition(page: Page, id: string) {
  return page.evaluate((target) => {
    const top = document.getElementById(target)!.getBoundingClientRect().top;
    const header = document.querySelector("[data-site-header]")!.getBoundingClientRect().height;
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    return {
      offset: Math.round(top - header),
      scrollY: window.scrollY,
      atBottom: window.scrollY >= maxScroll - 1,
    };
  }, id);
}

describe("terms of use", () => {
  it("show the French terms, the last update and a table of contents of the eight sections", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto("/cgu");
    await waitForHydration(page);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.locator(".cgu-updated").innerText()).toBe("Dernière mise à jour : 20/07/2023");
    expect(await page.locator(".cgu-updated time").getAttribute("datetime")).toBe("2023-07-20");
    expect(
      await page.locator(".cgu-toc a").evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    ).toEqual(SECTIONS.map((id) => `/cgu#${id}`));
    const headingIds = await page.locator(".cgu-document h2").evaluateAll((list) => list.map((h) => h.id));
    expect(headingIds).toEqual(SECTIONS);
    expect(await page.locator('.cgu-document[lang="fr"]').count()).toBe(1);
    expect(await page.locator(".translation-missing").count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it("load with their build-time data on a client-side navigation from the footer", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.locator('footer a[href="/cgu"]').click();
    await page.getByRole("heading", { level: 1, name: "Conditions générales d'utilisation" }).waitFor();
    expect(await page.locator(".cgu-document h2").count()).toBe(SECTIONS.length);
    expect(problems.failedRequests).toEqual([]);
    await context.close();
  });

  it("warn readers of another language that the translation is missing, above the French text", async () => {
    const context = await newContext();
    await context.addInitScript(() => localStorage.setItem("brumes.locale", "en"));
    const page = await context.newPage();
    await page.goto("/cgu");
    await waitForHydration(page);
    await page.waitForFunction(() => document.documentElement.lang === "en");
    const banner = page.locator(".translation-missing");
    await banner.waitFor();
    expect(await banner.innerText()).toBe("Translation does not exist for this page.");
    const bannerBottom = (await banner.boundingBox())!.y;
    expect(bannerBottom).toBeLessThan((await page.locator(".cgu-document").boundingBox())!.y);
    expect(await page.locator(".cgu-updated").innerText()).toMatch(/^Last updated: /);
    expect(await page.locator(".cgu-document h2").first().innerText()).toContain("Propriété intellectuelle");
    await context.close();
  });

  it("scroll a loaded hash to its section below the header plus 10 px after 300 ms", async () => {
    const context = await newContext({
      reducedMotion: "reduce",
      viewport: { width: 1280, height: 700 },
    });
    const page = await context.newPage();
    await page.clock.install({ time: START });
    await page.clock.pauseAt(PAUSE);
    await page.goto("/cgu#law");
    await waitForHydration(page);
    await page.clock.runFor(300);
    await page.waitForFunction(() => window.scrollY > 0);
    const position = await headingPosition(page, "law");
    if (position.atBottom) expect(position.offset).toBeLessThanOrEqual(10);
    else expect(position.offset).toBe(10);
    await context.close();
  });

  it("wait 300 ms before scrolling on a client-side navigation to a section", async () => {
    const context = await newContext({
      reducedMotion: "reduce",
      viewport: { width: 1280, height: 700 },
    });
    const page = await context.newPage();
    await page.clock.install({ time: START });
    await page.clock.pauseAt(PAUSE);
    await page.goto("/cgu");
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.locator('.cgu-toc a[href="/cgu#account"]').click();
    await page.waitForURL((url) => url.hash === "#account");
    await page.clock.runFor(299);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.clock.runFor(1);
    await page.waitForFunction(() => window.scrollY > 0);
    expect((await headingPosition(page, "account")).offset).toBe(10);
    await context.close();
  });
});
