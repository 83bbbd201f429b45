import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { STATIC_PAGE_PATHS } from "../../app/data/pages";
import { axeViolations } from "./axe";
import { newContext, waitForHydration } from "./browser";

/** One article of each rulebook category. */
const ARTICLES = [
  "/notice/game/preamble/notion",
  "/notice/game/gamemode/map",
  "/notice/game/government/composition",
  "/notice/game/character/ability",
  "/notice/game/vehicles/rent",
  "/notice/game/enterprises/slots",
  "/notice/game/crafts/recipe",
  "/notice/game/banking/public",
  "/notice/game/housing/postal",
  "/notice/game/police/grades",
  "/notice/game/justice/court",
  "/notice/game/illegals/mafia",
  "/notice/game/prison/parlor",
  "/notice/technical/installation/prerequisite",
  "/notice/technical/repair/altv",
];

const PAGES = [
  ...STATIC_PAGE_PATHS,
  "/notice/game",
  "/notice/technical",
  "/notice/game/justice",
  ...ARTICLES,
];

const format = (violations: Awaited<ReturnType<typeof axeViolations>>) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(" | ")}`);

/** axe-core over every route of the spec and the site's interactive states, in one language. */
export function describeAccessibility(locale: "fr" | "ar") {
  async function open(path: string): Promise<Page> {
    const context = await newContext({ reducedMotion: "reduce" });
    await context.addInitScript((value) => {
      try {
        localStorage.setItem("brumes.locale", value);
      } catch {
        // Frames of embeds may refuse storage.
      }
    }, locale);
    const page = await context.newPage();
    await page.goto(path);
    if (!path.startsWith("/does-not")) {
      await waitForHydration(page);
      await page.waitForFunction((value) => document.documentElement.lang === value, locale);
    }
    return page;
  }

  describe(`accessibility (${locale})`, () => {
    it.each(PAGES)("%s has no axe violation", async (path) => {
      const page = await open(path);
      expect(format(await axeViolations(page))).toEqual([]);
      await page.context().close();
    });

    it("the map with a point selected has no axe violation", async () => {
      const page = await open("/board?category=dealer&poi=2005");
      await page.waitForSelector(".leaflet-marker-icon.poi-marker--selected");
      expect(format(await axeViolations(page))).toEqual([]);
      await page.context().close();
    });

    it("each community tab has no axe violation", async () => {
      const page = await open("/community");
      const tabs = page.getByRole("tab");
      for (let index = 0; index < (await tabs.count()); index += 1) {
        await tabs.nth(index).click();
        expect(format(await axeViolations(page)), `tab ${index}`).toEqual([]);
      }
      await page.context().close();
    });

    it("the 404 page has no axe violation", async () => {
      const page = await open("/does-not-exist/at/all");
      expect(format(await axeViolations(page))).toEqual([]);
      await page.context().close();
    });

    it("the open language popup has no axe violation", async () => {
      const page = await open("/");
      await page.locator(".language-switcher__button").click();
      expect(format(await axeViolations(page))).toEqual([]);
      await page.context().close();
    });

    it("the open image popup has no axe violation", async () => {
      const page = await open("/notice/game/justice/court");
      await page.locator(".article-body img.zoomable").first().click();
      await page.waitForFunction(
        () => document.querySelector<HTMLDialogElement>("dialog.lightbox")?.open === true,
      );
      expect(format(await axeViolations(page))).toEqual([]);
      await page.context().close();
    });
  });
}
