/**
 * A player on a phone (390 × 844, touch) opens the map: scrolls the page past the map with one finger,
 * moves the map with two, taps markers, reads the first view, and goes down the list of places.
 */
import { MAP } from "../../app/map/config";
import { frenchElision } from "../../app/i18n/french-elision";
import { formatText } from "../../app/i18n/format";
import type { Messages } from "../../app/i18n/messages";
import { placeOfPoint } from "../../app/map/place-of-point";
import { parsePosition } from "../../app/map/projection";
import { MAP_CATEGORIES, PLACES as places } from "../support/site-data";
import { expect, test, type Page } from "../fixtures";
import { insideWindow } from "../support/overflow";
import { settledScroll } from "../support/settled-scroll";
import {
  boxOf,
  catalogue,
  categoryOption,
  reachable,
  islandMap,
  mapCentre,
  openMap,
  poiList,
  poiOption,
  sortedPoints,
  touchDrag,
} from "./map-support";

// Reduced motion: the map's first view is set at once, so that the centre read before a gesture is
// the one the gesture starts from (an animated first view could still be moving).
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  reducedMotion: "reduce",
});

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

for (const [locale, prefix] of [
  ["fr", ""],
  ["ar", "/ar"],
] as const) {
  test(`one finger scrolls the page over the map and says to use two; two fingers move the map (${locale})`, async ({
    page,
  }) => {
    await openMap(page, `${prefix}/board`);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    const before = await mapCentre(page);
    const map = await boxOf(islandMap(page));
    const x = map.x + map.width / 2;
    // A swipe up that starts on the lower part of the map, as a thumb scrolling down the page does.
    const startY = Math.min(map.y + map.height * 0.8, 800);
    await touchDrag(page, [{ from: { x, y: startY }, to: { x, y: startY - 300 } }]);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(150);
    expect(await mapCentre(page)).toBe(before);
    const hint = islandMap(page).locator(".map-hint", {
      hasText: catalogue(locale)["app.map.view.touchHint"]!,
    });
    await expect(hint).toHaveClass(/map-hint--visible/);

    // Two fingers moving together drag the map, and the page stays where it is.
    const scrolled = await settledScroll(page.locator("html"), "y");
    const shown = await boxOf(islandMap(page));
    const middle = { x: shown.x + shown.width / 2, y: Math.max(shown.y, 100) + 150 };
    await touchDrag(page, [
      { from: { x: middle.x - 60, y: middle.y }, to: { x: middle.x - 60, y: middle.y + 120 } },
      { from: { x: middle.x + 60, y: middle.y }, to: { x: middle.x + 60, y: middle.y + 120 } },
    ]);
    await expect.poll(() => mapCentre(page)).not.toBe(before);
    expect(await scrollY(page)).toBe(scrolled);
  });

  test(`no place's name lies under the map's buttons (${locale})`, async ({ page }) => {
    await openMap(page, `${prefix}/board`);
    const covered = () =>
      page.evaluate(() => {
        const buttons = [...document.querySelectorAll(".leaflet-control, .map-fullscreen")].map((element) =>
          element.getBoundingClientRect(),
        );
        return [...document.querySelectorAll(".place-label:not(.place-label--hidden) > span")]
          .filter((label) => {
            const r = label.getBoundingClientRect();
            return buttons.some(
              (b) => r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom,
            );
          })
          .map((label) => label.textContent);
      });
    await expect.poll(covered).toEqual([]);
    await expect(page.locator(".place-label:not(.place-label--hidden) > span").first()).toBeVisible();
  });
}

test("every marker, cluster and map button is at least 32 px to the finger; markers are drawn 15 px", async ({
  page,
}) => {
  await openMap(page, "/board?category=dealer");
  const targets = await page.evaluate(() => {
    const map = document.querySelector(".island-map")!.getBoundingClientRect();
    const inView = (r: DOMRect) =>
      r.right > map.left && r.left < map.right && r.bottom > map.top && r.top < map.bottom;
    return [
      ...document.querySelectorAll(
        ".leaflet-marker-icon.leaflet-interactive, .leaflet-control a, .map-fullscreen",
      ),
    ]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => inView(box))
      .map(({ element, box }) => ({
        what: element.className,
        width: box.width,
        height: box.height,
        drawing: element.classList.contains("poi-marker")
          ? getComputedStyle(element, "::before").width
          : undefined,
      }));
  });
  expect(targets.filter((t) => t.what.includes("poi-marker")).length).toBeGreaterThan(0);
  expect(targets.filter((t) => t.what.includes("poi-cluster")).length).toBeGreaterThan(0);
  expect(MAP.touchHitSizePx).toBeGreaterThanOrEqual(32);
  for (const target of targets) {
    expect(Math.min(target.width, target.height), target.what).toBeGreaterThanOrEqual(MAP.touchHitSizePx);
    if (target.drawing !== undefined) expect(target.drawing, target.what).toBe(`${MAP.markerIconSizePx}px`);
  }
});

test("the legend and the hints speak of touch; keyboard instructions never show on a phone", async ({
  page,
}) => {
  await openMap(page);
  const fr = catalogue("fr");
  const legend = page.locator(".map-legend");
  await expect(legend.getByText(fr["app.board.legend.clusterTouch"]!)).toBeVisible();
  await expect(legend.getByText(fr["app.map.legend.cluster"]!)).toBeHidden();
  await expect(page.locator(".map-pins .touch-words")).toBeVisible();
  await expect(page.locator(".map-pins .pointer-words")).toBeHidden();
  // Typing on the phone's keyboard is no keyboard navigation.
  const search = page.getByRole("combobox");
  await search.tap();
  await search.pressSequentially("port");
  await expect(page.locator(".keyboard-hint").filter({ visible: true })).toHaveCount(0);
});

test("the first view shows every town's name and every cluster whole", async ({ page }) => {
  await openMap(page);
  const zoom = Number(await islandMap(page).getAttribute("data-zoom"));
  const towns = places.filter(
    (place) =>
      place.kind === "town" &&
      zoom >= (place.minZoom ?? MAP.placeLabelMinZoom.town) &&
      zoom <= (place.maxZoom ?? MAP.maxZoom),
  );
  expect(towns.length).toBeGreaterThan(0);
  // What is drawn partly inside the map and partly outside is cut by its edge.
  const cut = () =>
    page.evaluate(() => {
      const map = document.querySelector(".island-map")!.getBoundingClientRect();
      const found: string[] = [];
      const drawn = [
        ...document.querySelectorAll(".leaflet-marker-icon"),
        ...document.querySelectorAll(".place-label:not(.place-label--hidden) > span"),
      ];
      for (const element of drawn) {
        const r = element.getBoundingClientRect();
        const touches = r.right > map.left && r.left < map.right && r.bottom > map.top && r.top < map.bottom;
        const inside =
          r.left >= map.left && r.right <= map.right && r.top >= map.top && r.bottom <= map.bottom;
        if (touches && !inside)
          found.push(`${element.textContent || element.className} at ${r.left}–${r.right}`);
      }
      return found;
    });
  await expect.poll(cut).toEqual([]);
  const shownTowns = await page
    .locator(".place-label--town:not(.place-label--hidden) > span")
    .allTextContents();
  expect(shownTowns.sort()).toEqual(towns.map((town) => town.name).sort());
});

test("the list of places scrolls in its own box, never taller than the screen, down to the last place", async ({
  page,
}) => {
  await openMap(page);
  const viewport = page.viewportSize()!;
  const list = await boxOf(poiList(page));
  expect(list.height).toBeLessThanOrEqual(viewport.height);
  // The map, the panel and the footer: a few screens, not tens of screens of empty page.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(5 * viewport.height);

  // A swipe inside the list scrolls the list and draws the places it brings into view.
  await poiList(page).scrollIntoViewIfNeeded();
  const shown = await boxOf(poiList(page));
  const x = shown.x + shown.width / 2;
  const scrollTop = () => poiList(page).evaluate((element) => element.scrollTop);
  // Past the rows drawn at first (16 rows of 48 px): as many swipes as a thumb needs, within reason.
  const PAST_FIRST_ROWS = 1_000;
  // A swipe without fling scrolls by its own length, so four can end exactly on the mark: past it means past.
  for (let swipe = 0; swipe < 12 && (await scrollTop()) <= PAST_FIRST_ROWS; swipe += 1) {
    await touchDrag(page, [{ from: { x, y: shown.y + shown.height - 20 }, to: { x, y: shown.y + 20 } }]);
  }
  await expect.poll(scrollTop).toBeGreaterThan(PAST_FIRST_ROWS);
  // The rows now in the box are drawn (on the frame after the scroll), and are the places of that part of the list.
  const rowsInBox = () =>
    poiList(page).evaluate((list) => {
      const box = list.getBoundingClientRect();
      return [...list.querySelectorAll(".poi-list__option")]
        .filter((row) => {
          const r = row.getBoundingClientRect();
          return r.top >= box.top && r.bottom <= box.bottom;
        })
        .map((row) => ({ index: Number(row.getAttribute("aria-posinset")) - 1, name: row.textContent }));
    });
  await expect.poll(async () => (await rowsInBox()).length).toBeGreaterThan(2);
  const inBox = await rowsInBox();
  const points = sortedPoints("enterprise");
  expect(Math.min(...inBox.map((row) => row.index))).toBeGreaterThan(16);
  for (const row of inBox) expect(row.name).toBe(points[row.index]!.name);

  await poiList(page).evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(poiOption(page, points.at(-1)!)).toBeInViewport();
});

test("a marker tapped on the map opens its card's title in sight, the marker kept on screen", async ({
  page,
}) => {
  await openMap(page, "/board?category=dealer");
  // The map fills the screen under the header: its card, below it on a phone, starts out of sight.
  const marker = page.locator(".leaflet-marker-icon.poi-marker").filter({ visible: true }).first();
  await marker.tap();
  const card = page.locator(".poi-card");
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(/[?&]poi=\d+/);
  await expect.poll(() => insideWindow(card.getByRole("heading", { level: 2 }))).toBe(true);
  await settledScroll(page.locator("html"), "y");
  await expect.poll(() => insideWindow(page.locator(".leaflet-marker-icon.poi-marker--selected"))).toBe(true);
  // The keyboard's cross (the spot Enter would choose) is not drawn over the chosen place for a finger.
  const cross = await islandMap(page).evaluate((map) => getComputedStyle(map, "::after").content);
  expect(cross).toBe("none");
  // The rest of the card is a scroll away.
  await card.getByRole("link").first().scrollIntoViewIfNeeded();
  await expect.poll(() => insideWindow(card.getByRole("link").first())).toBe(true);
});

test("a friend's link to a place opens with its marker and the start of its card on the first screen", async ({
  page,
}) => {
  const poi = sortedPoints("dealer")[0]!;
  await openMap(page, `/board?category=dealer&poi=${poi.id}`);
  const card = page.locator(".poi-card");
  await expect(card.getByRole("heading", { name: poi.name })).toBeVisible();
  await expect.poll(() => insideWindow(card.getByRole("heading", { name: poi.name }))).toBe(true);
  await expect.poll(() => insideWindow(page.locator(".leaflet-marker-icon.poi-marker--selected"))).toBe(true);
});

test("a place chosen in the search leaves the field once another category is tapped (ar)", async ({
  page,
}) => {
  await openMap(page, "/ar/board");
  // A place of another category than the one shown first, found by its name.
  const target = sortedPoints("parking")[0]!;
  const search = page.getByRole("combobox");
  await search.tap();
  await search.fill(target.name);
  await page.locator(".poi-search__option", { hasText: target.name }).first().tap();
  await expect(page.locator('input[name="map-category"]:checked')).toHaveValue("parking");
  // The field names what the map shows.
  await expect(search).toHaveValue(target.name);

  await page.locator(".map-categories__option", { has: page.locator('input[value="illegal"]') }).tap();
  await expect(page.locator('input[name="map-category"]:checked')).toHaveValue("illegal");
  await expect(search).toHaveValue("");

  // A query the reader typed is theirs: switching category leaves it.
  await search.fill("zz");
  // Its results cover the categories until the field is left.
  await page.locator("h1").tap();
  await expect(page.locator(".poi-search__popup")).toBeHidden();
  await page.locator(".map-categories__option", { has: page.locator('input[value="dealer"]') }).tap();
  await expect(page.locator('input[name="map-category"]:checked')).toHaveValue("dealer");
  await expect(search).toHaveValue("zz");
});

test("a place chosen from the list far down the page, then Back: the list where the reader left it", async ({
  page,
}) => {
  await openMap(page);
  const option = poiList(page).getByRole("option").nth(8);
  await option.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy({ top: 150, behavior: "instant" }));
  await expect(option).toBeInViewport();
  const place = await scrollY(page);
  await option.tap();
  await expect(page.locator(".poi-card")).toBeVisible();
  await settledScroll(page.locator("html"), "y");
  expect(await scrollY(page)).toBeLessThan(place);

  await page.goBack();
  await expect(page.locator(".poi-card")).toHaveCount(0);
  await expect.poll(() => scrollY(page)).toBe(place);
  await expect(option).toBeInViewport();
});

test("another category's list starts at its first place, whatever the last list's scroll", async ({
  page,
}) => {
  await openMap(page);
  const list = poiList(page);
  // Read down the first list, as a thumb would have scrolled it.
  await list.evaluate((element) => element.scrollBy(0, 400));
  await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);
  await page.locator(".map-categories__option", { has: page.locator('input[value="dealer"]') }).tap();
  await expect(page.locator('input[name="map-category"]:checked')).toHaveValue("dealer");
  await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBe(0);
  await expect(poiOption(page, sortedPoints("dealer")[0]!)).toBeInViewport();
});

test("in French, the card joins 'près de' to the place's name (d', du, des)", async ({ page }) => {
  // One chosen place of each kind whose "near" text French changes: a contraction (« de le » is
  // « du »), an elision where a name starting with a vowel takes no article. The name is said with
  // its article where it has one (`withArticle`).
  const chosen = new Map<string, { path: string; raw: string }>();
  for (const category of MAP_CATEGORIES)
    for (const poi of category.points) {
      const { x, y } = parsePosition(poi.position);
      const where = placeOfPoint(x, y, places);
      if (!where?.near || where.town) continue;
      const raw = formatText("fr", catalogue("fr") as Messages, "app.map.card.near", {
        place: where.place.withArticle ?? where.place.name,
      });
      const kind = /^\S+ de [Ll]es? /.test(raw) ? "contraction" : "elision";
      if (frenchElision(raw) !== raw && !chosen.has(kind))
        chosen.set(kind, { path: `/board?category=${category.id}&poi=${poi.id}`, raw });
    }
  expect([...chosen.keys()]).toContain("contraction");
  for (const { path, raw } of chosen.values()) {
    await openMap(page, path);
    const card = page.locator(".poi-card");
    await expect(card).toContainText(frenchElision(raw));
    await expect(card).not.toContainText(raw);
  }
});

test("the search's suggestions leave the categories reachable, and Back brings the field back to what the map shows", async ({
  page,
}) => {
  const fr = catalogue("fr");
  const [first, second] = MAP_CATEGORIES.filter((category) => category.id !== "illegal");
  const poi = sortedPoints(first!.id)[0]!;
  const query = poi.name.slice(0, 3);
  await openMap(page, `/board?category=${second!.id}`);
  const field = page.getByRole("combobox", { name: fr["app.map.search.label"]! });
  const options = page.locator(".poi-search").getByRole("option");

  // A place chosen by its name: the field shows the name.
  await field.tap();
  await field.fill(poi.name);
  await options.filter({ hasText: poi.name }).first().tap();
  await expect(page).toHaveURL(new RegExp(`poi=${poi.id}`));
  await expect(field).toHaveValue(poi.name);

  // Typing again opens the suggestions, and every category can still be seen and tapped.
  await field.fill(query);
  await expect(options.first()).toBeVisible();
  for (const category of MAP_CATEGORIES) {
    const option = categoryOption(page, category.id);
    await option.scrollIntoViewIfNeeded();
    expect(await reachable(option), `${category.id} is covered`).toBe(true);
  }
  await categoryOption(page, second!.id).tap();
  await expect(page).toHaveURL(new RegExp(`category=${second!.id}`));
  await expect(page).not.toHaveURL(/poi=/);
  // What the reader typed stays while it is current.
  await expect(field).toHaveValue(query);

  // Back: the map shows the chosen place again, and so does the field; Forward: no place, no text.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`poi=${poi.id}`));
  await expect(field).toHaveValue(poi.name);
  await page.goForward();
  await expect(page).not.toHaveURL(/poi=/);
  await expect(field).toHaveValue("");
});

// The page as a slow phone may paint it mid-way: its HTML up to the map column, which comes after the
// panel of places in the page, or up to the map's legend, the column's last part.
for (const [prefix, cutBefore] of [
  ["", '<div class="map-page__map'],
  ["/ar", '<div class="map-page__map'],
  ["/ar", '<section class="map-legend'],
] as const) {
  test(`a slow phone that paints the page before the map has arrived draws no place where the map goes, nor where it will not stay (${prefix || "fr"}, cut before ${cutBefore.split('"')[1]})`, async ({
    page,
  }) => {
    await openMap(page, `${prefix}/board`);
    const settled = await boxOf(page.locator(".map-page__panel"));
    await page.route(
      (url) => url.pathname === `${prefix}/board`,
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const cut = html.indexOf(cutBefore);
        expect(cut).toBeGreaterThan(0);
        await route.fulfill({ response, body: html.slice(0, cut) });
      },
    );
    await page.goto(`${prefix}/board`);
    const panel = page.locator(".map-page__panel");
    await expect(panel).toBeAttached();
    // Either not drawn yet, or drawn where it stays once the map is in.
    if (await panel.isVisible()) expect((await boxOf(panel)).y).toBeGreaterThanOrEqual(settled.y);
  });
}
