import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { MAP_CATEGORIES } from "../app/data/map";
import { sortPoisByName } from "../app/lib/map/poi-order";
import { newContext, waitForHydration, watchProblems } from "./support/browser";

const category = (id: string) => MAP_CATEGORIES.find((c) => c.id === id)!;

async function openBoard(url = "/board") {
  const context = await newContext({
    reducedMotion: "reduce",
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForSelector(".island-map.leaflet-container");
  return { context, page, problems };
}

const mapState = (page: Page) =>
  page.locator(".island-map.leaflet-container").evaluate((el) => ({
    zoom: Number((el as HTMLElement).dataset.zoom),
    center: (el as HTMLElement).dataset.center!.split(",").map(Number) as [number, number],
  }));

/** The id of the option the list shows as selected, polled: React renders just after the URL changes. */
const selectedId = (page: Page) =>
  page
    .locator('.poi-list__option[aria-selected="true"]')
    .getAttribute("data-poi-id", { timeout: 2000 })
    .catch(() => null);
const listNames = (page: Page) => page.locator(".poi-list__option .poi-list__name").allInnerTexts();
const markerCount = (page: Page) => page.locator(".leaflet-marker-icon.poi-marker").count();

async function waitForZoom(page: Page, zoom: number) {
  await page.waitForFunction(
    (expected) => Number(document.querySelector<HTMLElement>(".island-map")?.dataset.zoom) === expected,
    zoom,
  );
}

describe("map page", () => {
  it("pre-renders the category selector and the list of the default category", async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/board");
    expect(await page.locator('input[name="map-category"][value="enterprise"]').isChecked()).toBe(true);
    expect(await page.locator(".poi-list__option").count()).toBe(category("enterprise").points.length);
    await context.close();
  });

  it("starts on enterprises, nothing selected, overview at zoom 1.2, markers and list sorted", async () => {
    const { context, page, problems } = await openBoard();
    expect(await page.locator('input[name="map-category"]:checked').getAttribute("value")).toBe("enterprise");
    expect(await page.locator('.poi-list__option[aria-selected="true"]').count()).toBe(0);
    await waitForZoom(page, 1.2);
    expect((await mapState(page)).zoom).toBe(1.2);
    expect(await markerCount(page)).toBe(category("enterprise").points.length);
    const expected = sortPoisByName(category("enterprise").points).map((p) => p.name);
    expect(await listNames(page)).toEqual(expected);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("switching category clears the selection and lists the new category sorted by name", async () => {
    const { context, page } = await openBoard();
    await page.locator(".poi-list__option").nth(3).click();
    await waitForZoom(page, 4);
    await page.locator("label", { hasText: "Concessionnaires" }).click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get("category") === "dealer");
    expect(new URL(page.url()).searchParams.get("poi")).toBeNull();
    const expectedNames = sortPoisByName(category("dealer").points).map((p) => p.name);
    await expect.poll(() => listNames(page)).toEqual(expectedNames);
    expect(await page.locator('.poi-list__option[aria-selected="true"]').count()).toBe(0);
    const names = await listNames(page);
    const collator = new Intl.Collator("fr", { sensitivity: "base" });
    for (let i = 1; i < names.length; i += 1)
      expect(collator.compare(names[i - 1]!, names[i]!)).toBeLessThanOrEqual(0);
    await waitForZoom(page, 1.2);
    expect(await markerCount(page)).toBe(category("dealer").points.length);
    await context.close();
  });

  it("selecting from the list centres on the point at zoom 4; the overview button goes back to 1.2", async () => {
    const { context, page } = await openBoard();
    const target = sortPoisByName(category("enterprise").points)[10]!;
    await page.locator(`.poi-list__option[data-poi-id="${target.id}"]`).click();
    await waitForZoom(page, 4);
    const [x, y] = target.position.split(",").map(Number) as [number, number];
    const { center } = await mapState(page);
    expect(Math.abs(center[0] - x)).toBeLessThan(1);
    expect(Math.abs(center[1] - y)).toBeLessThan(1);
    await expect.poll(() => selectedId(page)).toBe(String(target.id));
    expect(await page.locator(".leaflet-marker-icon.poi-marker--selected").count()).toBe(1);
    await page.getByRole("button", { name: "Vue d'ensemble" }).click();
    await waitForZoom(page, 1.2);
    expect(await page.locator(".leaflet-marker-icon.poi-marker--selected").count()).toBe(0);
    await context.close();
  });

  it("selects a point by clicking its marker, which has a tooltip with its name", async () => {
    const { context, page } = await openBoard("/board?category=dealer");
    const target = category("dealer").points[0]!;
    // The page first shows the default category, then the one in the URL: wait for the dealers' markers.
    await expect.poll(() => markerCount(page)).toBe(category("dealer").points.length);
    // Events go to this very marker: markers can overlap, and a click by position could reach another.
    const marker = page.locator(".leaflet-marker-icon.poi-marker").first();
    await marker.dispatchEvent("mouseover");
    await page.waitForFunction(() => (document.querySelector(".leaflet-tooltip")?.textContent ?? "") !== "");
    const tooltip = await page.evaluate(() => document.querySelector(".leaflet-tooltip")?.textContent ?? "");
    expect(category("dealer").points.map((p) => p.name)).toContain(tooltip);
    await marker.dispatchEvent("click");
    await waitForZoom(page, 4);
    const selectedId = new URL(page.url()).searchParams.get("poi");
    expect(category("dealer").points.find((p) => String(p.id) === selectedId)?.name).toBe(tooltip);
    expect(target).toBeDefined();
    await context.close();
  });

  it("filters the list and the markers as you type, ignoring accents", async () => {
    const { context, page } = await openBoard();
    const withAccent = category("enterprise").points.find((p) => /[éèê]/.test(p.name))!;
    const word = withAccent.name.split(/\s+/).find((w) => /[éèê]/.test(w))!;
    const plain = word
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
    await page.getByLabel("Filtrer les lieux").fill(plain);
    const names = await listNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toContain(withAccent.name);
    for (const name of names)
      expect(
        name
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .toLowerCase(),
      ).toContain(plain);
    expect(await markerCount(page)).toBe(names.length);
    await context.close();
  });

  it("restores a shared link and moves through selections with back and forward", async () => {
    const parking = sortPoisByName(category("parking").points);
    const first = parking[2]!;
    const { context, page } = await openBoard(`/board?category=parking&poi=${first.id}`);
    await expect
      .poll(() => page.locator('input[name="map-category"]:checked').getAttribute("value"))
      .toBe("parking");
    await waitForZoom(page, 4);
    await expect.poll(() => selectedId(page)).toBe(String(first.id));

    const second = parking[5]!;
    await page.locator(`.poi-list__option[data-poi-id="${second.id}"]`).click();
    await page.waitForFunction(
      (id) => new URL(location.href).searchParams.get("poi") === id,
      String(second.id),
    );
    await page.goBack();
    await page.waitForFunction(
      (id) => new URL(location.href).searchParams.get("poi") === id,
      String(first.id),
    );
    await expect.poll(() => selectedId(page)).toBe(String(first.id));
    await page.goForward();
    await page.waitForFunction(
      (id) => new URL(location.href).searchParams.get("poi") === id,
      String(second.id),
    );
    await context.close();
  });

  it("can be used with the keyboard alone", async () => {
    const { context, page } = await openBoard("/board?category=illegal");
    const list = page.getByRole("listbox");
    await list.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await waitForZoom(page, 4);
    const selected = page.locator('.poi-list__option[aria-selected="true"]');
    expect(await selected.getAttribute("aria-label")).toBe("Lieu masqué, Lieu illégal");
    expect(await list.getAttribute("aria-activedescendant")).toBe(await selected.getAttribute("id"));
    await page.keyboard.press("Escape");
    await waitForZoom(page, 1.2);
    await context.close();
  });

  it("loads every tile it shows without a failed request", async () => {
    const { context, page, problems } = await openBoard();
    await waitForZoom(page, 1.2);
    await page.waitForFunction(() => {
      const tiles = [...document.querySelectorAll<HTMLImageElement>(".leaflet-tile")];
      return tiles.length > 0 && tiles.every((tile) => tile.complete && tile.naturalWidth === 256);
    });
    await page.locator(".poi-list__option").nth(20).click();
    await waitForZoom(page, 4);
    await page.waitForFunction(() => {
      const tiles = [...document.querySelectorAll<HTMLImageElement>(".leaflet-tile")];
      return tiles.length > 0 && tiles.every((tile) => tile.complete && tile.naturalWidth === 256);
    });
    expect(problems.failedRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });

  it("keeps Leaflet out of every other page's JavaScript", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text());
    });
    await page.goto("/notice/game/character/ability");
    await waitForHydration(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((code) => code.includes("leaflet-container"))).toBe(false);
    await context.close();
  });
});
