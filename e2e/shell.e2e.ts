import { expect, offsetBelowHeader, settle, test, type Page } from "./fixtures";
import { overlayEntryOf } from "./support/overlay-entry";

const START = new Date("2026-11-22T10:00:00Z");
const PAUSE = new Date("2026-11-22T10:00:01Z");

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toBeHydrated();
}

const currentNav = (page: Page) =>
  page.locator('nav[aria-label="Navigation principale"] a[aria-current="page"]');

test.describe("header navigation", () => {
  test("highlights the index only on / and a section on its own paths", async ({ page }) => {
    await open(page, "/");
    await expect(currentNav(page)).toHaveText(["Accueil"]);
    await open(page, "/notice/game/character/ability");
    await expect(currentNav(page)).toHaveText(["Notice"]);
    await page.locator(".main-nav__list").getByRole("link", { name: "Jouer" }).click();
    await expect(page).toHaveURL(/\/play$/);
    await expect(currentNav(page)).toHaveText(["Jouer"]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("opens the mobile menu from the keyboard and closes it with Escape", async ({ page }) => {
      await open(page, "/");
      const toggle = page.locator(".main-nav__toggle");
      const menuLink = page.locator(".main-nav__list a", { hasText: "Jouer" });
      await expect(toggle).toHaveAccessibleName("Ouvrir le menu");
      await expect(menuLink).toBeHidden();
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(toggle).toHaveAccessibleName("Fermer le menu");
      await expect(menuLink).toBeVisible();
      // Tab goes through the menu's links, then back to its button: the page behind is out of reach.
      const links = page.locator(".main-nav__list a");
      await page.keyboard.press("Tab");
      await expect(links.first()).toBeFocused();
      await links.last().focus();
      await page.keyboard.press("Tab");
      await expect(toggle).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(menuLink).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAccessibleName("Ouvrir le menu");
    });

    test("closes the menu when one of its links is followed, and on a tap outside", async ({ page }) => {
      await open(page, "/");
      const toggle = page.locator(".main-nav__toggle");
      const menu = page.locator(".main-nav__list");
      await toggle.click();
      await menu.getByRole("link", { name: "Jouer" }).click();
      await expect(page).toHaveURL(/\/play$/);
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(menu).toBeVisible();
      await page.mouse.click(200, 700);
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });

    test("closes the menu on Back, and a tap at once on its button opens it again with Back to close it", async ({
      page,
    }) => {
      await open(page, "/");
      const toggle = page.locator(".main-nav__toggle");
      const menu = page.locator(".main-nav__list");
      await toggle.click();
      await expect(menu).toBeVisible();
      await page.goBack();
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      // The reopened menu has its own history entry again: Back closes it and stays on the page.
      await expect.poll(() => overlayEntryOf(page)).toBe("menu");
      await page.goBack();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
    });
  });
});

test.describe("not found", () => {
  test("answers unknown and nested unknown paths with the 404 page and status", async ({
    page,
    problems,
  }) => {
    for (const path of ["/this-page-does-not-exist", "/a/b/c/d", "/board/extra/level"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page, path).toHaveTitle("Mais ?!? | Brumes RP");
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Page introuvable");
      await expect(page.locator("img.not-found__image"), path).toHaveCount(1);
    }
    // The static 404 page has no React: nothing hydrates against another route.
    expect(problems.pageErrors).toEqual([]);
  });
});

test.describe("hash scrolling", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 1280, height: 600 } });

  // The 300 ms delay itself is checked on client-side navigation (rulebook search, terms of use); on
  // a first load the browser's own fragment scroll may move first, so only the final position is checked here.
  test("puts the element named by the hash below the header plus 10 px", async ({ page }) => {
    await page.clock.install({ time: START });
    await page.clock.pauseAt(PAUSE);
    await open(page, "/#footer-social");
    await page.clock.runFor(350);
    await expect(async () => {
      const position = await offsetBelowHeader(page, "footer-social");
      expect(position.scrollY).toBeGreaterThan(0);
      // Either the element sits header + 10 px below the top, or the page could not scroll further.
      if (!position.atBottom) expect(position.offset).toBe(10);
    }).toPass({ timeout: 5_000 });
  });

  test("ignores hashes that name nothing or are not ids", async ({ page, problems }) => {
    await page.clock.install({ time: START });
    await page.clock.pauseAt(PAUSE);
    for (const hash of ['#"><img src=x onerror=window.__xss=1>', "#1", "#%E0%A4%A", "#nothing-here"]) {
      // A first load each time, as from a link: not a same-document hash change.
      await page.goto("about:blank");
      await open(page, `/${hash}`);
      await page.clock.runFor(1000);
      await settle(page);
      await expect.poll(() => page.evaluate(() => window.scrollY), hash).toBe(0);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __xss?: number }).__xss), hash)
        .toBeUndefined();
    }
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
