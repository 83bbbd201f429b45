import { CLIENT_DOWNLOAD, STORES } from "../app/config/play";
import { SITE } from "../app/config/site";
import { SUPPORTED_GAMES } from "./support/site-data";
import { expect, test, type Page } from "./fixtures";
import { catalogue } from "./support/catalogue";

const fr = catalogue("fr");

// Every page's console, requests, layout and accessibility, in every language: crawl.e2e.ts.

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toBeHydrated();
}

test.describe("play page", () => {
  test("shows the three steps with their external links, opening in a new tab", async ({ page }) => {
    // "{name} (nouvel onglet)": the name, then the catalogue's words for a new tab.
    const suffix = fr["app.network.opensInNewTab"]!.replace("{name}", "");
    const newTabLabel = new RegExp(`${suffix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
    await open(page, "/play");
    const steps = page.locator(".play-step");
    await expect(steps).toHaveCount(3);
    // The visually hidden "Étape n :" prefix is part of each heading's name.
    await expect(steps.locator("h2")).toHaveText(
      [1, 2, 3].map(
        (n) => `${fr["app.play.stepLabel"]!.replace("{number}", String(n))}${fr[`app.play.step${n}.title`]}`,
      ),
    );
    const external = [...STORES.map((store) => store.url), CLIENT_DOWNLOAD.url, SITE.whitelistUrl];
    for (const url of external) {
      const link = page.locator(`.play-steps a[href="${url}"]`);
      await expect(link, url).toHaveCount(1);
      await expect(link, url).toHaveAttribute("target", "_blank");
      await expect(link, url).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link, url).toHaveAttribute("aria-label", newTabLabel);
    }
    await expect(steps.nth(0).locator("a")).toHaveCount(STORES.length);
  });

  test("explains the requirements and links the hardware minimum and the client guides inside the site", async ({
    page,
  }) => {
    await open(page, "/play");
    const requirements = page.locator(".play-requirements");
    await expect(requirements).toContainText(fr["app.play.requirements.licence"]!);
    await expect(requirements).toContainText(fr["app.play.requirements.account"]!);
    for (const href of [
      "/notice/technical/installation/prerequisite",
      "/notice/technical/installation/altv",
      "/notice/technical/repair/altv",
    ]) {
      const link = page.locator(`main a[href="${href}"]`);
      await expect(link, href).toHaveCount(1);
      await expect(link, href).not.toHaveAttribute("target");
    }
    await page.locator('a[href="/notice/technical/installation/prerequisite"]').click();
    await expect(page).toHaveURL(/\/notice\/technical\/installation\/prerequisite$/);
  });

  test("ends with a call to action to the rulebook and the Discord", async ({ page }) => {
    await open(page, "/play");
    const band = page.locator(".cta-band");
    await expect(band.locator('a[href="/notice"]')).toHaveCount(1);
    await expect(band.locator('a[href^="https://discord.gg/"]')).toHaveAttribute("target", "_blank");
  });
});

test.describe("business page", () => {
  test("lists the supported games with their platforms and offers an e-mail contact", async ({ page }) => {
    await open(page, "/business");
    await expect(page.locator(".game-card__name")).toHaveText(SUPPORTED_GAMES.map((game) => game.name));
    for (const [index, game] of SUPPORTED_GAMES.entries()) {
      await expect(page.locator(".game-card").nth(index).locator(".platform"), game.name).toHaveCount(
        game.platforms.length,
      );
    }
    await expect(page.locator(`a[href="mailto:${SITE.email}"]`).first()).toBeVisible();
    await expect(page.locator("main")).toContainText(/Plus de 10 ans d'expérience/);
  });
});
