import { readFileSync } from "node:fs";
import { foldForSearch } from "../app/map/poi-search";
import { KIND_LABELS } from "../app/map/poi-types";
import { nearestByCategory } from "../app/map/nearest";
import { parsePosition } from "../app/map/projection";
import type { MapCategoryId, Poi } from "../app/map/poi-types";
import { articleOf } from "../app/map/poi-article";
import { MAP_CATEGORIES, SITE_DATA } from "./support/site-data";
import { sortPoisByName } from "../app/map/poi-order";
import { escapeRegExp } from "../app/lib/text";
import { expect, test, type Page, type Response } from "./fixtures";

const category = (id: MapCategoryId) => MAP_CATEGORIES.find((c) => c.id === id)!;
const sorted = (id: MapCategoryId) => sortPoisByName(category(id).points);

const map = (page: Page) => page.locator(".island-map.leaflet-container");
const option = (page: Page, poi: Poi) => page.locator(`.poi-list__option[data-poi-id="${poi.id}"]`);
const selectedOption = (page: Page) => page.locator('.poi-list__option[aria-selected="true"]');
const listNames = (page: Page) => page.locator(".poi-list__option .poi-list__name");
const card = (page: Page) => page.locator(".poi-card");
const selectedMarker = (page: Page) => page.locator(".leaflet-marker-icon.poi-marker--selected");
const checkedCategory = (page: Page) => page.locator('input[name="map-category"]:checked');
const searchBox = (page: Page) => page.getByRole("combobox");

/** The map mirrors its zoom on its element once Leaflet has finished moving. */
const expectZoom = (page: Page, zoom: number) => expect(map(page)).toHaveAttribute("data-zoom", String(zoom));

/** Every point of the category is on the map (as a marker or inside a cluster). */
const expectMapHolds = async (page: Page, id: MapCategoryId) => {
  await expect(map(page)).toHaveAttribute("data-ready", "true");
  await expect(map(page)).toHaveAttribute("data-points", String(category(id).points.length));
};

/** Distance, in game units, between the map's centre and a point. */
async function distanceFromCentre(page: Page, poi: Poi): Promise<number> {
  const [cx, cy] = ((await map(page).getAttribute("data-center")) ?? "").split(",").map(Number);
  const [x, y] = poi.position.split(",").map(Number) as [number, number];
  return Math.hypot(cx! - x, cy! - y);
}

/**
 * Where the chosen place's marker is drawn: inside the map, clear of the card laid over it, and how
 * far from the middle of the part of the map the card leaves (px, 0 when exactly there).
 */
async function chosenMarkerPlace(page: Page) {
  return page.evaluate(() => {
    const marker = document
      .querySelector(".leaflet-marker-icon.poi-marker--selected")!
      .getBoundingClientRect();
    const mapBox = document.querySelector(".island-map")!.getBoundingClientRect();
    const cardBox = document.querySelector(".poi-card")!.getBoundingClientRect();
    const x = marker.left + marker.width / 2;
    const y = marker.top + marker.height / 2;
    const underCard = x >= cardBox.left && x <= cardBox.right && y >= cardBox.top && y <= cardBox.bottom;
    const freeRight = Math.min(mapBox.right, cardBox.left);
    return {
      inMap: x > mapBox.left && x < mapBox.right && y > mapBox.top && y < mapBox.bottom,
      underCard,
      fromFreeMiddle: Math.abs(x - (mapBox.left + freeRight) / 2),
    };
  });
}

async function openMap(page: Page, url = "/board") {
  await page.goto(url);
  await expect(page).toBeHydrated();
  await expect(map(page)).toBeVisible();
}

/** The card names the point and links to its rulebook article (its own, its kind's or its category's). */
async function expectCard(page: Page, poi: Poi, id: MapCategoryId, prefix = "") {
  await expect(card(page)).toBeVisible();
  await expect(card(page)).toHaveAttribute("data-poi-id", String(poi.id));
  await expect(card(page).getByRole("heading", { level: 2 })).toHaveText(
    poi.name === "???" ? /\?\?\?/ : poi.name,
  );
  await expect(card(page).locator(".poi-card__rules")).toHaveAttribute(
    "href",
    `${prefix}${articleOf(poi, category(id), SITE_DATA.map.kinds)}`,
  );
  await expect(selectedMarker(page)).toHaveCount(1);
  await expect(selectedMarker(page)).toHaveAttribute("data-poi-id", String(poi.id));
}

test.describe("map page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pre-renders the categories, the island's picture and the first places of the default category", async ({
    page,
  }) => {
    // The page scripts start from (its first paint); without scripts these controls give way to the
    // list of every place (e2e/journeys/map-without-js.e2e.ts).
    await page.goto("/board");
    await expect(page.locator(".poi-list")).toBeHidden();
    await expect(page.locator('input[name="map-category"][value="enterprise"]')).toBeChecked();
    await expect(page.locator(".island-map__poster")).toBeVisible();
    const names = await listNames(page).allInnerTexts();
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual(
      sorted("enterprise")
        .slice(0, names.length)
        .map((p) => p.name),
    );
    await expect(page.locator(".poi-list__option").first()).toHaveAttribute(
      "aria-setsize",
      String(category("enterprise").points.length),
    );
  });
});

test.describe("map page", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 1280, height: 900 } });

  test("starts on enterprises, nothing chosen, overview at zoom 1.2, every point on the map, list sorted", async ({
    page,
    problems,
  }) => {
    await openMap(page);
    await expect(checkedCategory(page)).toHaveAttribute("value", "enterprise");
    await expect(selectedOption(page)).toHaveCount(0);
    await expect(card(page)).toHaveCount(0);
    await expectZoom(page, 1.2);
    await expectMapHolds(page, "enterprise");
    // Nearby points are grouped at the overview: clusters carry their count.
    await expect(page.locator(".leaflet-marker-icon.poi-cluster").first()).toBeVisible();
    const names = await listNames(page).allInnerTexts();
    expect(names).toEqual(
      sorted("enterprise")
        .slice(0, names.length)
        .map((p) => p.name),
    );
    expect(problems.pageErrors).toEqual([]);
  });

  test("switching category clears the selection and lists the new category sorted by name", async ({
    page,
  }) => {
    await openMap(page);
    await option(page, sorted("enterprise")[3]!).click();
    await expectZoom(page, 4);
    await page.locator("label", { hasText: "Concessionnaires" }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("category") === "dealer" && !url.searchParams.has("poi"),
    );
    // The expected order is checked against French collation on its own, not only the app's sort.
    const expected = sorted("dealer").map((p) => p.name);
    const collator = new Intl.Collator("fr", { sensitivity: "base" });
    for (let i = 1; i < expected.length; i += 1)
      expect(collator.compare(expected[i - 1]!, expected[i]!)).toBeLessThanOrEqual(0);
    await expect(listNames(page).first()).toHaveText(expected[0]!);
    const names = await listNames(page).allInnerTexts();
    expect(names).toEqual(expected.slice(0, names.length));
    await expect(selectedOption(page)).toHaveCount(0);
    await expect(card(page)).toHaveCount(0);
    await expectZoom(page, 1.2);
    await expectMapHolds(page, "dealer");
  });

  test("choosing from the list shows the point at zoom 4, in the middle of what its card leaves of the map, and shows its card; closing goes back", async ({
    page,
  }) => {
    await openMap(page, "/board?category=parking");
    const target = sorted("parking")[10]!;
    await option(page, target).click();
    await expectZoom(page, 4);
    // The card lies over the map's right side here: the place is in the middle of the rest.
    await expect
      .poll(() => chosenMarkerPlace(page))
      .toEqual({ inMap: true, underCard: false, fromFreeMiddle: expect.any(Number) });
    expect((await chosenMarkerPlace(page)).fromFreeMiddle).toBeLessThan(2);
    await expect(option(page, target)).toHaveAttribute("aria-selected", "true");
    await expectCard(page, target, "parking");
    await expect(card(page).locator(".poi-card__rules")).toHaveAttribute(
      "href",
      "/notice/game/vehicles/parking",
    );
    await expect(page.getByRole("status").filter({ hasText: "Lieu sélectionné" })).toHaveText(
      `Lieu sélectionné : ${target.name}, Parking`,
    );
    await card(page).getByRole("button", { name: "Fermer la fiche et revenir à la vue d'ensemble" }).click();
    await expectZoom(page, 1.2);
    await expect(card(page)).toHaveCount(0);
    await expect(selectedMarker(page)).toHaveCount(0);
    await expect(page).toHaveURL((url) => !url.searchParams.has("poi"));
    // The focus that was on the closed card's button goes to the list, not to the top of the page.
    await expect(page.getByRole("listbox")).toBeFocused();
  });

  test("choosing a marker on the map shows its card; its tooltip has its name", async ({ page }) => {
    await openMap(page, "/board?category=dealer");
    await expectMapHolds(page, "dealer");
    const marker = page.locator(".leaflet-marker-icon.poi-marker[data-poi-id]").first();
    const id = Number(await marker.getAttribute("data-poi-id"));
    const target = category("dealer").points.find((p) => p.id === id)!;
    // Events go to this very marker: a click by position could reach a neighbour.
    await marker.dispatchEvent("mouseover");
    await expect(page.locator(".leaflet-tooltip")).toHaveText(target.name);
    await marker.dispatchEvent("click");
    await expectZoom(page, 4);
    await expect(page).toHaveURL((url) => url.searchParams.get("poi") === String(target.id));
    await expectCard(page, target, "dealer");
    await expect(card(page).locator(".poi-card__rules")).toHaveAttribute("href", "/notice/game/vehicles/buy");
    await expect(option(page, target)).toHaveAttribute("aria-selected", "true");
  });

  test("the search finds places of every category, switches to the chosen one's category and selects it", async ({
    page,
  }) => {
    await openMap(page);
    // Any car park, looked up by its name without accents or capitals.
    const parkings = category("parking").points;
    const target = parkings[Math.floor(parkings.length / 2)]!;
    await searchBox(page).fill(foldForSearch(target.name));
    const result = page.getByRole("option", { name: target.name });
    // Called as its card calls it.
    const fr = JSON.parse(readFileSync("app/i18n/messages/fr.json", "utf8")) as Record<string, string>;
    await expect(result.locator(".poi-search__category")).toHaveText(fr["app.map.icon.parking"]!);
    // Arrow keys move through the results, Enter chooses.
    const results = page.locator(".poi-search__option");
    const index = (await results.allInnerTexts()).findIndex((text) => text.includes(target.name));
    for (let i = 0; i <= index; i += 1) await searchBox(page).press("ArrowDown");
    await expect(results.nth(index)).toHaveAttribute("aria-selected", "true");
    await searchBox(page).press("Enter");
    await expect(checkedCategory(page)).toHaveAttribute("value", "parking");
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get("category") === "parking" && url.searchParams.get("poi") === String(target.id),
    );
    await expectCard(page, target, "parking");
    await expect(option(page, target)).toHaveAttribute("aria-selected", "true");
    await expectZoom(page, 4);
  });

  test("the search calls a public service so, like its card and the legend; ArrowDown then Enter chooses the first result", async ({
    page,
  }) => {
    const fr = JSON.parse(readFileSync("app/i18n/messages/fr.json", "utf8")) as Record<string, string>;
    const kind = SITE_DATA.map.kinds.find((each) => each.label && each.points?.length)!;
    const target = category(kind.category).points.find((poi) => poi.id === kind.points![0])!;
    const label = fr[KIND_LABELS[kind.label!]]!;
    await openMap(page);
    await expect(page.locator(".map-legend")).toContainText(label);
    await searchBox(page).fill(target.name);
    const first = page.locator(".poi-search__option").first();
    await expect(first).toContainText(target.name);
    await expect(first.locator(".poi-search__category")).toHaveText(label);
    // Nothing is chosen until the arrows move: the first ArrowDown is on the first result.
    await expect(page.locator('.poi-search__option[aria-selected="true"]')).toHaveCount(0);
    await searchBox(page).press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await searchBox(page).press("Enter");
    await expectCard(page, target, kind.category);
    // The chosen name stays in the field; a click back in it selects it, and typing replaces it.
    await expect(searchBox(page)).toHaveValue(target.name);
    await page.locator("main h1").click();
    await searchBox(page).click();
    await page.keyboard.type("port");
    await expect(searchBox(page)).toHaveValue("port");

    // And so do the nearest places of a car park whose nearest place of that category is one.
    const labelled = new Set(
      SITE_DATA.map.kinds.filter((each) => each.label).flatMap((each) => each.points ?? []),
    );
    const nearestLabelled = (poi: Poi) =>
      nearestByCategory(parsePosition(poi.position), MAP_CATEGORIES, poi).find(
        (nearby) => nearby.category.id === kind.category && labelled.has(nearby.poi.id),
      )?.poi;
    const carPark = category("parking").points.find((poi) => nearestLabelled(poi))!;
    await openMap(page, `/board?category=parking&poi=${carPark.id}`);
    const item = card(page)
      .locator(".map-nearby__item")
      .filter({ hasText: nearestLabelled(carPark)!.name });
    await expect(item.locator(".map-nearby__meta")).toContainText(label);

    // A place of no such kind is called in the search as its card calls it (« Entreprise », one place).
    const plain = category("enterprise").points.find(
      (poi) =>
        !labelled.has(poi.id) &&
        !category("enterprise").points.some((other) => other !== poi && other.name.startsWith(poi.name)),
    )!;
    await openMap(page);
    await searchBox(page).fill(plain.name);
    await expect(first).toContainText(plain.name);
    await expect(first.locator(".poi-search__category")).toHaveText(fr["app.map.icon.business"]!);
    await first.click();
    await expect(card(page).locator(".poi-card__category")).toHaveText(fr["app.map.icon.business"]!);

    // The same words everywhere: a car dealer's search result, card and line of the list.
    const dealer = category("dealer").points[0]!;
    await openMap(page, `/board?category=dealer`);
    await searchBox(page).fill(dealer.name);
    await expect(first).toContainText(dealer.name);
    const said = (await first.locator(".poi-search__category").textContent())!;
    expect(said).toContain(fr["app.map.category.dealer"]!);
    await first.click();
    await expect(card(page).locator(".poi-card__category")).toHaveText(said);
    await expect(option(page, dealer)).toHaveAccessibleName(new RegExp(escapeRegExp(said)));
    // And a place of a kind of its own, in the list as on its card.
    await openMap(page, `/board?category=${kind.category}&poi=${target.id}`);
    await expect(option(page, target)).toHaveAccessibleName(new RegExp(escapeRegExp(label)));
  });

  test("Enter pressed before the results show, as on a busy phone, chooses the first place for what is typed", async ({
    page,
  }) => {
    const target = category("enterprise").points.find((poi) => poi.name.length > 8)!;
    await openMap(page);
    await searchBox(page).focus();
    // The name typed and Enter in one task: React has not yet rendered the results for it.
    await searchBox(page).evaluate((input: HTMLInputElement, name) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, name);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    }, target.name);
    await expect(card(page)).toHaveAttribute("data-poi-id", String(target.id));
  });

  test("the search says when nothing matches and offers to clear it; a category name leads to it", async ({
    page,
  }) => {
    await openMap(page);
    await searchBox(page).fill("zzqx introuvable");
    await expect(page.locator(".poi-search__empty")).toContainText(
      "Aucun lieu ne correspond à « zzqx introuvable »",
    );
    await page.getByRole("button", { name: "Effacer la recherche" }).click();
    await expect(searchBox(page)).toHaveValue("");
    // Masked names cannot be searched; the category can.
    await searchBox(page).fill("???");
    await expect(page.locator(".poi-search__empty")).toBeVisible();
    await searchBox(page).fill("illégal");
    await page.getByRole("option", { name: /Lieux illégaux/ }).click();
    await expect(checkedCategory(page)).toHaveAttribute("value", "illegal");
    await expect(page.locator(".map-page__note")).toContainText("leur nom reste masqué");
  });

  test("a shared link shows the card; back and forward move through choices", async ({ page }) => {
    const [first, second] = [sorted("parking")[2]!, sorted("parking")[5]!];
    await openMap(page, `/board?category=parking&poi=${first.id}`);
    await expect(checkedCategory(page)).toHaveAttribute("value", "parking");
    await expectZoom(page, 4);
    await expectCard(page, first, "parking");
    await option(page, second).click();
    await expectCard(page, second, "parking");
    await page.goBack();
    await expectCard(page, first, "parking");
    await page.goForward();
    await expectCard(page, second, "parking");
    await expect(selectedOption(page)).toHaveCount(1);
  });

  for (const [label, query] of [
    ["not a number", "category=parking&poi=abc"],
    ["unknown", "category=parking&poi=999999"],
    ["of another category", `category=parking&poi=${category("enterprise").points[0]!.id}`],
  ] as const) {
    test(`a ?poi= that is ${label} is ignored and the URL cleaned`, async ({ page, problems }) => {
      await openMap(page, `/board?${query}`);
      await expect(page).toHaveURL((url) => url.search === "?category=parking");
      await expect(checkedCategory(page)).toHaveAttribute("value", "parking");
      await expect(card(page)).toHaveCount(0);
      await expectZoom(page, 1.2);
      expect(problems.pageErrors).toEqual([]);
    });
  }

  test("the card's link is copied as the absolute URL of the map with this point", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const target = sorted("dealer")[0]!;
    await openMap(page, `/board?category=dealer&poi=${target.id}`);
    await card(page).getByRole("button", { name: "Copier le lien" }).click();
    await expect(card(page).getByRole("status")).toHaveText("Lien copié.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `https://www.brumes-rp.fr/board?category=dealer&poi=${target.id}#poi-${target.id}`,
    );
  });

  test("can be used with the keyboard alone; Escape closes the card", async ({ page }) => {
    await openMap(page, "/board?category=illegal");
    const target = sorted("illegal")[2]!;
    const list = page.getByRole("listbox");
    await list.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expectZoom(page, 4);
    await expect(page).toHaveURL((url) => url.searchParams.get("poi") === String(target.id));
    const selected = option(page, target);
    await expect(selected).toHaveAttribute("aria-label", "Lieu masqué, Lieu illégal");
    await expect(list).toHaveAttribute("aria-activedescendant", (await selected.getAttribute("id"))!);
    await expectCard(page, target, "illegal");
    await expect(card(page)).toContainText("son nom n'est jamais publié");
    await page.keyboard.press("Escape");
    await expectZoom(page, 1.2);
    await expect(card(page)).toHaveCount(0);
  });

  test("clusters open, and every point of the densest area can be chosen", async ({ page }) => {
    test.setTimeout(120_000);
    // The densest spot: the enterprise with the most neighbours within 120 game units (30 px at zoom 4).
    const points = category("enterprise").points;
    const xy = (p: Poi) => p.position.split(",").map(Number) as [number, number];
    const near = (a: Poi, b: Poi) => Math.hypot(xy(a)[0] - xy(b)[0], xy(a)[1] - xy(b)[1]) < 120;
    const centre = [...points].sort(
      (a, b) => points.filter((p) => near(p, b)).length - points.filter((p) => near(p, a)).length,
    )[0]!;
    const dense = points.filter((p) => near(p, centre));
    expect(dense.length).toBeGreaterThan(3);

    let opened = 0;
    for (const target of dense) {
      // Each time from the dense spot's own view, where its neighbours overlap or are clustered.
      await openMap(page, `/board?poi=${centre.id}`);
      await expectZoom(page, 4);
      await expect(map(page)).toHaveAttribute("data-ready", "true");
      if (target.id === centre.id) {
        await expectCard(page, target, "enterprise");
        continue;
      }
      const marker = page.locator(`.leaflet-marker-icon.poi-marker[data-poi-id="${target.id}"]`);
      if ((await marker.count()) === 0) {
        // Grouped: the cluster nearest the point opens (spreads out) at the highest zoom.
        const cluster = await nearestCluster(page, target);
        // A real click: it must reach the cluster, not something drawn over it.
        await page.locator(".leaflet-marker-icon.poi-cluster").nth(cluster).click();
        opened += 1;
      }
      await expect(marker).toBeVisible();
      await marker.click();
      await expect(page).toHaveURL((url) => url.searchParams.get("poi") === String(target.id));
      await expectCard(page, target, "enterprise");
    }
    // The spot is dense enough that some of its points were only reachable through a cluster.
    expect(opened).toBeGreaterThan(0);
  });

  test("the wheel over the map scrolls the page and says how to zoom; Ctrl + wheel zooms", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await openMap(page);
    await expectZoom(page, 1.2);
    const box = (await map(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 150);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.locator(".map-hint")).toHaveClass(/map-hint--visible/);
    await expect(page.locator(".map-hint")).toHaveText("Ctrl + molette pour zoomer sur la carte");
    await expectZoom(page, 1.2);
    await page.keyboard.down("Control");
    await page.mouse.wheel(0, -100);
    await page.keyboard.up("Control");
    await expect.poll(async () => Number(await map(page).getAttribute("data-zoom"))).toBeGreaterThan(1.2);
  });

  test("full screen goes in and out with the button", async ({ page }) => {
    await openMap(page, `/board?poi=${sorted("enterprise")[0]!.id}`);
    const button = page.getByRole("button", { name: "Afficher la carte en plein écran" });
    await button.click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.className ?? ""))
      .toContain("map-page__map");
    await expect(page.locator(".map-page__map")).toHaveClass(/map-page__map--fullscreen/);
    await expect(card(page)).toBeVisible();
    await page.getByRole("button", { name: "Quitter le plein écran" }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(page.getByRole("button", { name: "Afficher la carte en plein écran" })).toBeVisible();
  });

  test("without the Fullscreen API, the map is pinned over the page and Escape leaves", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Document.prototype, "fullscreenEnabled", { get: () => false }),
    );
    await openMap(page, `/board?poi=${sorted("enterprise")[0]!.id}`);
    await page.getByRole("button", { name: "Afficher la carte en plein écran" }).click();
    await expect(page.locator(".map-page__map")).toHaveClass(/map-page__map--pinned/);
    const box = (await map(page).boundingBox())!;
    expect(box.width).toBeGreaterThan(1200);
    await page.keyboard.press("Escape");
    await expect(page.locator(".map-page__map")).not.toHaveClass(/map-page__map--pinned/);
    // The first Escape leaves full screen; the card stays until the next one.
    await expect(card(page)).toBeVisible();
  });

  test("loads every tile it shows without a failed request", async ({ page, problems }) => {
    const tilesLoaded = () =>
      page.evaluate(() => {
        const tiles = [...document.querySelectorAll<HTMLImageElement>(".leaflet-tile")];
        return tiles.length > 0 && tiles.every((tile) => tile.complete && tile.naturalWidth === 256);
      });
    await openMap(page);
    await expectZoom(page, 1.2);
    await expect.poll(tilesLoaded).toBe(true);
    await option(page, sorted("enterprise")[12]!).click();
    await expectZoom(page, 4);
    await expect.poll(tilesLoaded).toBe(true);
    expect(problems.failedRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});

test.describe("map page in English", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 1280, height: 900 } });

  test("links and buttons follow the page's language", async ({ page }) => {
    const target = sorted("parking")[0]!;
    await openMap(page, `/en/board?category=parking&poi=${target.id}`);
    await expectCard(page, target, "parking", "/en");
    await expect(page.locator(".leaflet-control-zoom-in")).toHaveAttribute("aria-label", "Zoom in");
    await expect(page.getByRole("button", { name: "Show the map full screen" })).toBeVisible();
  });
});

test.describe("map page on a phone", () => {
  test.use({
    reducedMotion: "reduce",
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });

  test("full screen with a place chosen keeps most of the screen for the map, the place in sight above its card", async ({
    page,
  }) => {
    const target = sorted("enterprise")[3]!;
    await openMap(page, `/board?category=enterprise&poi=${target.id}`);
    await expectCard(page, target, "enterprise");
    await page.getByRole("button", { name: "Afficher la carte en plein écran" }).tap();
    await expect(page.locator(".map-page__map")).toHaveClass(/map-page__map--fullscreen/);
    await expect(card(page)).toBeVisible();
    await expect.poll(async () => (await map(page).boundingBox())!.height).toBeGreaterThan(844 * 0.5);
    await expect.poll(() => chosenMarkerPlace(page)).toMatchObject({ inMap: true, underCard: false });
    // The place is near the middle of the map, not left where the smaller map had its centre.
    const marker = (await selectedMarker(page).boundingBox())!;
    const mapBox = (await map(page).boundingBox())!;
    expect(Math.abs(marker.y + marker.height / 2 - (mapBox.y + mapBox.height / 2))).toBeLessThan(
      mapBox.height / 4,
    );
  });

  test("choosing from the list brings the map and the card into view", async ({ page }) => {
    await openMap(page);
    const target = sorted("enterprise")[4]!;
    await option(page, target).scrollIntoViewIfNeeded();
    await expect(map(page)).not.toBeInViewport();
    await option(page, target).tap();
    await expectCard(page, target, "enterprise");
    // The chosen marker in sight, and the card's name under the map (the card may be taller than the screen).
    await expect(map(page)).toBeInViewport({ ratio: 0.95 });
    await expect(card(page).getByRole("heading").first()).toBeInViewport({ ratio: 1 });
    await expect.poll(() => distanceFromCentre(page, target)).toBeLessThan(1);
    // Keyboard instructions are for keyboards.
    await expect(page.locator(".map-page__hint")).toBeHidden();
  });

  test("the overview shows the whole island frame, north included", async ({ page }) => {
    await openMap(page);
    await expect(map(page)).toHaveAttribute("data-ready", "true");
    const north = await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>(".island-map")!;
      const [, cy] = el.dataset.center!.split(",").map(Number);
      const zoom = Number(el.dataset.zoom);
      // Game units per pixel at this zoom: 64 at zoom 0, halved at each level.
      return cy! + (el.clientHeight / 2) * (64 / 2 ** zoom);
    });
    expect(north).toBeGreaterThanOrEqual(7500);
  });
});

for (const [locale, prefix] of [
  ["fr", ""],
  ["ar", "/ar"],
] as const) {
  test.describe(`map page accessibility (${locale})`, () => {
    test.use({ reducedMotion: "reduce", viewport: { width: 1280, height: 900 } });

    test("no axe violation with the card open", async ({ page }) => {
      await openMap(page, `${prefix}/board?category=illegal&poi=${sorted("illegal")[0]!.id}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(card(page)).toBeVisible();
      await expect(page).toHaveNoAxeViolations();
    });

    test("no axe violation with a cluster open and the search open", async ({ page }) => {
      await openMap(page, `${prefix}/board`);
      await expect(map(page)).toHaveAttribute("data-ready", "true");
      await page.locator(".leaflet-marker-icon.poi-cluster").first().dispatchEvent("click");
      await expect.poll(async () => Number(await map(page).getAttribute("data-zoom"))).toBeGreaterThan(1.2);
      await searchBox(page).fill("port");
      await expect(page.getByRole("listbox").first()).toBeVisible();
      await expect(page).toHaveNoAxeViolations();
    });
  });
}

test("keeps Leaflet out of every other page's JavaScript", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  };
  page.on("response", collect);
  await page.goto("/notice/game/character/ability");
  await expect(page).toBeHydrated();
  // A script that arrives later (the whole catalogue, at idle time) is not read: its body would be
  // asked for after the test's end, which fails the test.
  page.off("response", collect);
  const code = await Promise.all(scripts);
  expect(code.length).toBeGreaterThan(0);
  expect(code.filter((text) => text.includes("leaflet-container"))).toEqual([]);
});

/** Index, among the cluster elements, of the one drawn nearest to where the point would be. */
function nearestCluster(page: Page, poi: Poi): Promise<number> {
  const [x, y] = poi.position.split(",").map(Number) as [number, number];
  return page.evaluate(
    ({ x, y }) => {
      const el = document.querySelector<HTMLElement>(".island-map")!;
      const [cx, cy] = el.dataset.center!.split(",").map(Number) as [number, number];
      const scale = 2 ** Number(el.dataset.zoom) / 64;
      const box = el.getBoundingClientRect();
      const px = box.left + box.width / 2 + (x - cx) * scale;
      const py = box.top + box.height / 2 - (y - cy) * scale;
      const clusters = [...document.querySelectorAll(".leaflet-marker-icon.poi-cluster")];
      const distance = (c: Element) => {
        const r = c.getBoundingClientRect();
        return Math.hypot(r.left + r.width / 2 - px, r.top + r.height / 2 - py);
      };
      return clusters.indexOf(clusters.reduce((best, c) => (distance(c) < distance(best) ? c : best)));
    },
    { x, y },
  );
}
