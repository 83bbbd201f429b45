import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { CLIENT_DOWNLOAD, SITE, STORES } from "../app/config/site";
import { SUPPORTED_GAMES } from "../app/data/business";
import { newContext, waitForHydration, watchProblems } from "./support/browser";

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve("axe-core/axe.min.js");
interface Axe {
  run: (
    context: unknown,
    options: unknown,
  ) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
}

const PAGES = ["/", "/play", "/credits", "/cgu", "/community", "/release", "/business"];

async function open(path: string, width = 1280) {
  const context = await newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(path);
  await waitForHydration(page);
  return { context, page, problems };
}

describe("public pages", () => {
  it("each have one h1, no errors, and no horizontal scroll at 360 px", async () => {
    for (const path of PAGES) {
      const { context, page, problems } = await open(path, 360);
      expect(await page.locator("h1").count(), path).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      expect(problems.pageErrors, path).toEqual([]);
      expect(problems.consoleErrors, path).toEqual([]);
      expect(problems.failedRequests, path).toEqual([]);
      await context.close();
    }
  });

  it.each(["fr", "ar"])("pass the axe accessibility rules (%s)", { timeout: 120_000 }, async (locale) => {
    // axe is injected as a script, which the site's CSP would rightly refuse.
    const context = await newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
    await context.addInitScript((value) => localStorage.setItem("brumes.locale", value), locale);
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForFunction((value) => document.documentElement.lang === value, locale);
      await page.addScriptTag({ path: AXE_SCRIPT });
      const violations = await page.evaluate(async () => {
        const { axe } = window as unknown as { axe: Axe };
        // Third-party frames are answered empty in tests: what is checked is the site's own markup.
        const result = await axe.run({ exclude: [["iframe"]] }, { resultTypes: ["violations"] });
        return result.violations.map(
          (violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
        );
      });
      expect(violations, `${locale} ${path}`).toEqual([]);
    }
    await context.close();
  });
});

describe("play page", () => {
  it("shows the three steps with their external links, opening in a new tab", async () => {
    const { context, page } = await open("/play");
    const steps = page.locator(".play-step");
    expect(await steps.count()).toBe(3);
    // textContent: the visually hidden "Étape n :" prefix is part of each heading's name.
    expect(await steps.locator("h2").evaluateAll((list) => list.map((h) => h.textContent))).toEqual([
      "Étape 1 : Procurez-vous le jeu de base",
      "Étape 2 : Installez le client multijoueur",
      "Étape 3 : Inscrivez-vous sur la liste blanche",
    ]);
    const external = [...STORES.map((store) => store.url), CLIENT_DOWNLOAD.url, SITE.whitelistUrl];
    for (const url of external) {
      const link = page.locator(`.play-steps a[href="${url}"]`);
      expect(await link.count(), url).toBe(1);
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
      expect(await link.getAttribute("aria-label")).toMatch(/\(nouvel onglet\)$/);
    }
    expect(await steps.nth(0).locator("a").count()).toBe(STORES.length);
    await context.close();
  });

  it("explains the requirements and links the hardware minimum and the client guides inside the site", async () => {
    const { context, page } = await open("/play");
    const requirements = await page.locator(".play-requirements").innerText();
    expect(requirements).toContain("licence PC valide");
    expect(requirements).toContain("compte validé");
    for (const href of [
      "/notice/technical/installation/prerequisite",
      "/notice/technical/installation/altv",
      "/notice/technical/repair/altv",
    ]) {
      const link = page.locator(`main a[href="${href}"]`);
      expect(await link.count(), href).toBe(1);
      expect(await link.getAttribute("target"), href).toBeNull();
    }
    await page.locator('a[href="/notice/technical/installation/prerequisite"]').click();
    await page.waitForURL("**/notice/technical/installation/prerequisite");
    await context.close();
  });

  it("ends with a call to action to the rulebook and the Discord", async () => {
    const { context, page } = await open("/play");
    const band = page.locator(".cta-band");
    expect(await band.locator('a[href="/notice"]').count()).toBe(1);
    expect(await band.locator('a[href^="https://discord.gg/"]').getAttribute("target")).toBe("_blank");
    await context.close();
  });
});

describe("business page", () => {
  it("lists the supported games with their platforms and offers an e-mail contact", async () => {
    const { context, page } = await open("/business");
    expect(await page.locator(".game-card__name").allInnerTexts()).toEqual(
      SUPPORTED_GAMES.map((game) => game.name),
    );
    for (const [index, game] of SUPPORTED_GAMES.entries()) {
      expect(await page.locator(".game-card").nth(index).locator(".platform").count(), game.name).toBe(
        game.platforms.length,
      );
    }
    expect(await page.locator(`a[href="mailto:${SITE.email}"]`).count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator("main").innerText()).toMatch(/Plus de 10 ans d'expérience/);
    await context.close();
  });
});
