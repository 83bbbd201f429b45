import { readFrontmatterFile } from "../app/lib/markdown/frontmatter.server";
import { TERMS_FILE, TERMS_SECTION_IDS } from "../app/terms/terms.server";
import { catalogue } from "./support/catalogue";
import { expect, offsetBelowHeader, settle, test, type Locator, type Page } from "./fixtures";

// The sections' ids as the terms' loader checks them: the page's public anchors.
const SECTIONS = [...TERMS_SECTION_IDS];
const START = new Date("2026-11-22T10:00:00Z");
const PAUSE = new Date("2026-11-22T10:00:01Z");

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toBeHydrated();
}

const attributes = (list: Locator, name: string) =>
  list.evaluateAll((elements, attribute) => elements.map((element) => element.getAttribute(attribute)), name);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe("terms of use", () => {
  test("show the French terms, the last update and a table of contents of the eight sections", async ({
    page,
    problems,
  }) => {
    await open(page, "/cgu");
    await expect(page.locator("h1")).toHaveCount(1);
    // The date staff last set in the terms' frontmatter, written the French way, as the rulebook's.
    const { updated } = readFrontmatterFile(TERMS_FILE).data as { updated: string };
    const written = new Intl.DateTimeFormat("fr", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${updated}T00:00:00Z`),
    );
    await expect(page.locator(".terms-updated")).toHaveText(new RegExp(`${written}$`));
    await expect(page.locator(".terms-updated time")).toHaveAttribute("datetime", updated);
    await expect
      .poll(() => attributes(page.locator(".terms-toc a"), "href"))
      .toEqual(SECTIONS.map((id) => `/cgu#${id}`));
    await expect.poll(() => attributes(page.locator(".terms-document h2"), "id")).toEqual(SECTIONS);
    await expect(page.locator('.terms-document[lang="fr"]')).toHaveCount(1);
    await expect(page.locator(".translation-missing")).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test("load with their build-time data on a client-side navigation from the footer", async ({
    page,
    problems,
  }) => {
    await open(page, "/");
    await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
    await page.locator('footer a[href="/cgu"]').click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Conditions générales d'utilisation" }),
    ).toBeVisible();
    await expect(page.locator(".terms-document h2")).toHaveCount(SECTIONS.length);
    // The same document: the navigation stayed in the app.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay))
      .toBe(true);
    expect(problems.failedRequests).toEqual([]);
  });

  test.describe("in English", () => {
    test.use({ storedLocale: "en" });

    test("warn readers of another language that the translation is missing, above the French text", async ({
      page,
    }) => {
      await open(page, "/en/cgu");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      const banner = page.locator(".translation-missing");
      await expect(banner).toHaveText(catalogue("en")["app.translationMissing"]!);
      await expect
        .poll(async () => {
          const [above, below] = [
            await banner.boundingBox(),
            await page.locator(".terms-document").boundingBox(),
          ];
          return above!.y + above!.height <= below!.y;
        })
        .toBe(true);
      await expect(page.locator(".terms-updated")).toHaveText(/^Last updated: /);
      await expect(page.locator(".terms-document h2").first()).toContainText("Propriété intellectuelle");
    });
  });

  test.describe("sections by hash", () => {
    test.use({ reducedMotion: "reduce", viewport: { width: 1280, height: 700 } });

    test("scroll a loaded hash to its section below the header plus 10 px after 300 ms", async ({ page }) => {
      await page.clock.install({ time: START });
      await page.clock.pauseAt(PAUSE);
      await open(page, "/cgu#law");
      await settle(page);
      await page.clock.runFor(300);
      await expect(async () => {
        const position = await offsetBelowHeader(page, "law");
        expect(position.scrollY).toBeGreaterThan(0);
        if (position.atBottom) expect(position.offset).toBeLessThanOrEqual(10);
        else expect(position.offset).toBe(10);
      }).toPass({ timeout: 5_000 });
    });

    test("wait 300 ms before scrolling on a client-side navigation to a section", async ({ page }) => {
      await page.clock.install({ time: START });
      await page.clock.pauseAt(PAUSE);
      await open(page, "/cgu");
      await expect.poll(() => scrollY(page)).toBe(0);
      await page.locator('.terms-toc a[href="/cgu#account"]').click();
      await expect(page).toHaveURL((url) => url.hash === "#account");
      await settle(page);
      await page.clock.runFor(299);
      await settle(page);
      await expect.poll(() => scrollY(page)).toBe(0);
      await page.clock.runFor(1);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
      await expect.poll(async () => (await offsetBelowHeader(page, "account")).offset).toBe(10);
    });
  });
});
