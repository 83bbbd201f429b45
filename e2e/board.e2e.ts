import { MAP_CATEGORIES, type Poi } from "../app/data/map";
import { sortPoisByName } from "../app/lib/map/poi-order";
import { expect, test, type Page } from "./fixtures";

const category = (id: string) => MAP_CATEGORIES.find((c) => c.id === id)!;
const sortedNames = (id: string) => sortPoisByName(category(id).points).map((p) => p.name);

const map = (page: Page) => page.locator(".island-map.leaflet-container");
const options = (page: Page) => page.locator(".poi-list__option");
const option = (page: Page, poi: Poi) => page.locator(`.poi-list__option[data-poi-id="${poi.id}"]`);
const selectedOption = (page: Page) => page.locator('.poi-list__option[aria-selected="true"]');
const listNames = (page: Page) => page.locator(".poi-list__option .poi-list__name");
const markers = (page: Page) => page.locator(".leaflet-marker-icon.poi-marker");
const selectedMarker = (page: Page) => page.locator(".leaflet-marker-icon.poi-marker--selected");
const checkedCategory = (page: Page) => page.locator('input[name="map-category"]:checked');

/** The map mirrors its zoom on its element once Leaflet has finished moving. */
const expectZoom = (page: Page, zoom: number) => expect(map(page)).toHaveAttribute("data-zoom", String(zoom));

/** Distance, in game units, between the map's centre and a point. */
async function distanceFromCentre(page: Page, poi: Poi): Promise<number> {
  const center = (await map(page).getAttribute("data-center")) ?? "";
  const [cx, cy] = center.split(",").map(Number) as [number, number];
  const [x, y] = poi.position.split(",").map(Number) as [number, number];
  return Math.hypot(cx - x, cy - y);
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

async function openBoard(page: Page, url = "/board") {
  await page.goto(url);
  await expect(page).toBeHydrated();
  await expect(map(page)).toBeVisible();
}

test.describe("map page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pre-renders the category selector and the list of the default category", async ({ page }) => {
    await page.goto("/board");
    await expect(page.locator('input[name="map-category"][value="enterprise"]')).toBeChecked();
    await expect(listNames(page)).toHaveText(sortedNames("enterprise"));
  });
});

test.describe("map page", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 1280, height: 900 } });

  test("starts on enterprises, nothing selected, overview at zoom 1.2, markers and list sorted", async ({
    page,
    problems,
  }) => {
    await openBoard(page);
    await expect(checkedCategory(page)).toHaveAttribute("value", "enterprise");
    await expect(selectedOption(page)).toHaveCount(0);
    await expectZoom(page, 1.2);
    await expect(markers(page)).toHaveCount(category("enterprise").points.length);
    await expect(listNames(page)).toHaveText(sortedNames("enterprise"));
    expect(problems.pageErrors).toEqual([]);
  });

  test("switching category clears the selection and lists the new category sorted by name", async ({
    page,
  }) => {
    await openBoard(page);
    await options(page).nth(3).click();
    await expectZoom(page, 4);
    await page.locator("label", { hasText: "Concessionnaires" }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("category") === "dealer" && !url.searchParams.has("poi"),
    );
    // The expected order is checked against French collation on its own, not only the app's sort.
    const expected = sortedNames("dealer");
    const collator = new Intl.Collator("fr", { sensitivity: "base" });
    for (let i = 1; i < expected.length; i += 1)
      expect(collator.compare(expected[i - 1]!, expected[i]!)).toBeLessThanOrEqual(0);
    await expect(listNames(page)).toHaveText(expected);
    await expect(selectedOption(page)).toHaveCount(0);
    await expectZoom(page, 1.2);
    await expect(markers(page)).toHaveCount(category("dealer").points.length);
  });

  test("selecting from the list centres on the point at zoom 4; the overview button goes back to 1.2", async ({
    page,
  }) => {
    await openBoard(page);
    const target = sortPoisByName(category("enterprise").points)[10]!;
    await option(page, target).click();
    await expectZoom(page, 4);
    await expect.poll(() => distanceFromCentre(page, target)).toBeLessThan(1);
    await expect(option(page, target)).toHaveAttribute("aria-selected", "true");
    await expect(selectedOption(page)).toHaveCount(1);
    await expect(selectedMarker(page)).toHaveCount(1);
    await expect(page).toHaveURL((url) => url.searchParams.get("poi") === String(target.id));
    await page.getByRole("button", { name: "Vue d'ensemble" }).click();
    await expectZoom(page, 1.2);
    await expect(selectedMarker(page)).toHaveCount(0);
    await expect(selectedOption(page)).toHaveCount(0);
  });

  test("selects a point by clicking its marker, which has a tooltip with its name", async ({ page }) => {
    await openBoard(page, "/board?category=dealer");
    // Markers are added in the list's order, sorted by name.
    const target = sortPoisByName(category("dealer").points)[3]!;
    // The page first shows the default category, then the one in the URL: wait for the dealers' markers.
    await expect(markers(page)).toHaveCount(category("dealer").points.length);
    // Events go to this very marker: markers can overlap, and a click by position could reach another.
    const marker = markers(page).nth(3);
    await marker.dispatchEvent("mouseover");
    await expect(page.locator(".leaflet-tooltip")).toHaveText(target.name);
    await marker.dispatchEvent("click");
    await expectZoom(page, 4);
    await expect(page).toHaveURL((url) => url.searchParams.get("poi") === String(target.id));
    await expect(option(page, target)).toHaveAttribute("aria-selected", "true");
    await expect(selectedMarker(page)).toHaveCount(1);
    await expect.poll(() => distanceFromCentre(page, target)).toBeLessThan(1);
  });

  test("filters the list and the markers as you type, ignoring accents", async ({ page }) => {
    await openBoard(page);
    const points = sortPoisByName(category("enterprise").points);
    const withAccent = points.find((p) => /[éèê]/.test(p.name))!;
    const plain = fold(withAccent.name.split(/\s+/).find((w) => /[éèê]/.test(w))!);
    const expected = points.filter((p) => fold(p.name).includes(plain)).map((p) => p.name);
    expect(expected).toContain(withAccent.name);
    expect(expected.length).toBeLessThan(points.length);
    await page.getByLabel("Filtrer les lieux").fill(plain);
    await expect(listNames(page)).toHaveText(expected);
    await expect(markers(page)).toHaveCount(expected.length);
  });

  test("restores a shared link and moves through selections with back and forward", async ({ page }) => {
    const parking = sortPoisByName(category("parking").points);
    const [first, second] = [parking[2]!, parking[5]!];
    await openBoard(page, `/board?category=parking&poi=${first.id}`);
    await expect(checkedCategory(page)).toHaveAttribute("value", "parking");
    await expectZoom(page, 4);
    await expect(option(page, first)).toHaveAttribute("aria-selected", "true");

    await option(page, second).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("poi") === String(second.id));
    await expect(option(page, second)).toHaveAttribute("aria-selected", "true");
    await page.goBack();
    await expect(page).toHaveURL((url) => url.searchParams.get("poi") === String(first.id));
    await expect(option(page, first)).toHaveAttribute("aria-selected", "true");
    await page.goForward();
    await expect(page).toHaveURL((url) => url.searchParams.get("poi") === String(second.id));
    await expect(option(page, second)).toHaveAttribute("aria-selected", "true");
    await expect(selectedOption(page)).toHaveCount(1);
  });

  test("can be used with the keyboard alone", async ({ page }) => {
    await openBoard(page, "/board?category=illegal");
    await expect(checkedCategory(page)).toHaveAttribute("value", "illegal");
    const target = sortPoisByName(category("illegal").points)[2]!;
    const list = page.getByRole("listbox");
    await list.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expectZoom(page, 4);
    await expect(page).toHaveURL((url) => url.searchParams.get("poi") === String(target.id));
    const selected = option(page, target);
    await expect(selected).toHaveAttribute("aria-selected", "true");
    await expect(selected).toHaveAttribute("aria-label", "Lieu masqué, Lieu illégal");
    await expect(list).toHaveAttribute("aria-activedescendant", (await selected.getAttribute("id"))!);
    await page.keyboard.press("Escape");
    await expectZoom(page, 1.2);
    await expect(selectedOption(page)).toHaveCount(0);
  });

  test("loads every tile it shows without a failed request", async ({ page, problems }) => {
    const tilesLoaded = () =>
      page.evaluate(() => {
        const tiles = [...document.querySelectorAll<HTMLImageElement>(".leaflet-tile")];
        return tiles.length > 0 && tiles.every((tile) => tile.complete && tile.naturalWidth === 256);
      });
    await openBoard(page);
    await expectZoom(page, 1.2);
    await expect.poll(tilesLoaded).toBe(true);
    await options(page).nth(20).click();
    await expectZoom(page, 4);
    await expect.poll(tilesLoaded).toBe(true);
    expect(problems.failedRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});

test("keeps Leaflet out of every other page's JavaScript", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  await page.goto("/notice/game/character/ability");
  await expect(page).toBeHydrated();
  const code = await Promise.all(scripts);
  expect(code.length).toBeGreaterThan(0);
  expect(code.filter((text) => text.includes("leaflet-container"))).toEqual([]);
});
