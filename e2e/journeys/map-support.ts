/** What the map journeys share: the page's parts, its catalogue, and touch gestures through CDP. */
import type { MapCategoryId, Poi } from "../../app/map/poi-types";
import { MAP_CATEGORIES, SITE_DATA } from "../support/site-data";
import { sortPoisByName } from "../../app/map/poi-order";
import { searchMap } from "../../app/map/poi-search";
import { catalogue as catalogueOf } from "../support/catalogue";
import { expect, type Locator, type Page } from "../fixtures";

export { catalogue } from "../support/catalogue";

export const mapCategory = (id: MapCategoryId) => MAP_CATEGORIES.find((c) => c.id === id)!;
export const sortedPoints = (id: MapCategoryId): readonly Poi[] => sortPoisByName(mapCategory(id).points);

export const islandMap = (page: Page) => page.locator(".island-map.leaflet-container");
export const poiList = (page: Page) => page.locator(".poi-list");
export const poiOption = (page: Page, poi: Poi) => page.locator(`.poi-list__option[data-poi-id="${poi.id}"]`);
export const poiCard = (page: Page) => page.locator(".poi-card");

/** Opens the map page and waits for every point of its category to be on the map. */
export async function openMap(page: Page, path = "/board") {
  await page.goto(path);
  await expect(page).toBeHydrated();
  await expect(islandMap(page)).toHaveAttribute("data-ready", "true");
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element's box; fails when it is not drawn. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, "the element is drawn").not.toBeNull();
  return box!;
}

interface Finger {
  from: { x: number; y: number };
  to: { x: number; y: number };
}

/**
 * Moves fingers on the touch screen together, from where they start to where they end, in small
 * steps, then lifts them: one finger is a swipe, two a two-finger drag. Sent as the browser's own
 * touch input (CDP), so it scrolls the page or reaches the page's handlers as a real touch would.
 */
export async function touchDrag(page: Page, fingers: Finger[], steps = 12) {
  const cdp = await page.context().newCDPSession(page);
  const at = (t: number) =>
    fingers.map(({ from, to }, id) => ({
      x: Math.round(from.x + (to.x - from.x) * t),
      y: Math.round(from.y + (to.y - from.y) * t),
      id,
    }));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(step / steps) });
    // One move per frame, as real fingers report them: sent in a burst, on a busy machine, every
    // move could reach Leaflet before it draws the first one, and the gesture would end unapplied.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** The map's centre as it mirrors it on its element ("x,y" in game units). */
export const mapCentre = (page: Page) => islandMap(page).getAttribute("data-center");

/** Whether a tap at the element's centre reaches the element itself (nothing drawn over it). */
export const reachable = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });

/** The label of a category's radio button in the category choice. */
export const categoryOption = (page: Page, id: MapCategoryId) =>
  page.locator(".map-categories__option").filter({ has: page.locator(`input[value="${id}"]`) });

/** A long press of one finger at (x, y) in the page, held as long as the phone's own (about 0.7 s). */
export async function longPress(page: Page, x: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = { x: Math.round(x), y: Math.round(y), id: 0 };
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
  await page.waitForTimeout(700);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** The map's own search, as the page runs it, on the site's data: what a query should list. */
export function expectedSearch(query: string, locale: "fr" | "ar" | "en" = "fr") {
  const names = catalogueOf(locale);
  return searchMap(query, MAP_CATEGORIES, (id) => [names[`app.map.category.${id}`]!], 8, SITE_DATA.map.kinds)
    .results;
}

/** The clipboard's text, once something was copied (the context must grant clipboard access). */
export const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/**
 * Empties the clipboard, which the browser shares between the tests it runs: what a test then reads
 * was copied by this one, not left by another.
 */
export const emptyClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.writeText(""));

/** A link the site copied (its public address), opened on the server under test. */
export const onThisServer = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/**
 * Parts of the map page (the map's own panes aside) that stick out of the page's column sideways:
 * none should, at any width, in either direction.
 */
export const outOfColumn = (page: Page) =>
  page.evaluate(() => {
    const column = document.querySelector("main")!.getBoundingClientRect();
    return [...document.querySelectorAll(".map-page *")]
      .filter((element) => !element.closest(".leaflet-pane, .visually-hidden"))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < column.left - 0.5 || box.right > column.right + 0.5))
      .map(({ element, box }) => `${element.className} ${Math.round(box.left)}–${Math.round(box.right)}`);
  });
