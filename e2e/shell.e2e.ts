import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, waitForHydration, watchProblems } from "./support/browser";

async function openPage(path: string, options = {}) {
  const context = await newContext(options);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(path);
  await waitForHydration(page);
  return { context, page, problems };
}

const currentNav = (page: Page) =>
  page.locator('nav[aria-label="Navigation principale"] a[aria-current="page"]').allInnerTexts();

describe("header navigation", () => {
  it("highlights the index only on / and a section on its own paths", async () => {
    const { context, page } = await openPage("/");
    expect(await currentNav(page)).toEqual(["Accueil"]);
    await page.goto("/notice/game/character/ability");
    await waitForHydration(page);
    expect(await currentNav(page)).toEqual(["Notice"]);
    await page.locator(".main-nav__list").getByRole("link", { name: "Jouer" }).click();
    await page.waitForURL("**/play");
    await expect.poll(() => currentNav(page)).toEqual(["Jouer"]);
    await context.close();
  });

  it("opens the mobile menu from the keyboard and closes it with Escape", async () => {
    const { context, page } = await openPage("/", { viewport: { width: 375, height: 740 } });
    const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
    const menuLink = page.locator(".main-nav__list a", { hasText: "Jouer" });
    expect(await menuLink.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menuButton = page.locator(".main-nav__toggle");
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    expect(await menuLink.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.classList.contains("main-nav__toggle"))).toBe(
      true,
    );
    await context.close();
  });
});

describe("language switcher", () => {
  it("switches language, closes, returns focus and sets lang and dir", async () => {
    const { context, page, problems } = await openPage("/");
    const button = page.locator(".language-switcher__button");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("button", { name: "English" }).click();
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(await page.evaluate(() => document.activeElement?.className)).toContain(
      "language-switcher__button",
    );
    expect(await page.locator(".main-nav__list").getByRole("link", { name: "Home" }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("ltr");

    await button.click();
    await page.getByRole("button", { name: "العربية" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "ar");
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");

    for (const [name, lang] of [
      ["Deutsch", "de"],
      ["Español", "es"],
      ["Русский", "ru"],
      ["Français", "fr"],
    ] as const) {
      await button.click();
      await page.getByRole("button", { name }).click();
      await page.waitForFunction((expected) => document.documentElement.lang === expected, lang);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe("ltr");
    }
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it("keeps the choice between visits and applies it without a hydration error", async () => {
    const { context, page, problems } = await openPage("/");
    await page.locator(".language-switcher__button").click();
    await page.getByRole("button", { name: "Русский" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "ru");
    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction(() => document.documentElement.lang === "ru");
    expect(await page.locator(".main-nav__list").getByRole("link", { name: "Главная" }).count()).toBe(1);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("closes on Escape and on a click outside, moving with the arrow keys in between", async () => {
    const { context, page } = await openPage("/");
    const button = page.locator(".language-switcher__button");
    await button.click();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Français");
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("English");
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.className)).toContain(
      "language-switcher__button",
    );
    await button.click();
    await page.mouse.click(10, 400);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });
});

describe("not found", () => {
  it("answers unknown and nested unknown paths with the 404 page and status", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    for (const path of ["/this-page-does-not-exist", "/a/b/c/d", "/board/extra/level"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(await page.title()).toBe("Mais ?!?");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Page introuvable");
      expect(await page.locator("img.not-found__image").count()).toBe(1);
    }
    // The static 404 page has no React: nothing hydrates against another route.
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("is shown in the stored language", async () => {
    const context = await newContext();
    await context.addInitScript(() => localStorage.setItem("brumes.locale", "en"));
    const page = await context.newPage();
    await page.goto("/nowhere");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(await page.title()).toBe("But ?!?");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Page not found");
    await context.close();
  });
});

describe("hash scrolling", () => {
  // The 300 ms delay itself is checked on client-side navigation (rulebook search); on a first load
  // the browser's own fragment scroll may move first, so only the final position is checked here.
  it("puts the element named by the hash below the header plus 10 px", async () => {
    const context = await newContext({
      reducedMotion: "reduce",
      viewport: { width: 1280, height: 600 },
    });
    const page = await context.newPage();
    await page.clock.install({ time: new Date("2026-11-22T10:00:00Z") });
    await page.clock.pauseAt(new Date("2026-11-22T10:00:01Z"));
    await page.goto("/#footer-social");
    await waitForHydration(page);
    await page.clock.runFor(350);
    const { top, header, maxScroll, scrollY } = await page.evaluate(() => ({
      top: document.getElementById("footer-social")!.getBoundingClientRect().top,
      header: document.querySelector("[data-site-header]")!.getBoundingClientRect().height,
      maxScroll: document.documentElement.scrollHeight - window.innerHeight,
      scrollY: window.scrollY,
    }));
    expect(scrollY).toBeGreaterThan(0);
    // Either the heading sits header + 10 px below the top, or the page could not scroll further.
    if (scrollY < maxScroll) expect(Math.round(top)).toBe(Math.round(header) + 10);
    else expect(scrollY).toBe(maxScroll);
    await context.close();
  });

  it("ignores hashes that name nothing or are not ids", async () => {
    const context = await newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.clock.install({ time: new Date("2026-11-22T10:00:00Z") });
    for (const hash of ['#"><img src=x onerror=window.__xss=1>', "#1", "#%E0%A4%A", "#nothing-here"]) {
      await page.goto(`/${hash}`);
      await waitForHydration(page);
      await page.clock.runFor(1000);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    }
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
