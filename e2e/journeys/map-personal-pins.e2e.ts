/**
 * A player on a phone keeps their own marks on the map: two pins with notes, found again after a
 * reload, shared in one link that opens them on a friend's phone, who keeps them. A link that is
 * broken, too long or hostile does nothing harmful; a shared position opens on its spot.
 */
import { MAX_SHARED_PINS, PINS_PARAM, encodePins } from "../../app/map/pin-link";
import { PINS_STORAGE_KEY, createPinStore } from "../../app/map/pin-store";
import { NOTE_MAX_LENGTH, type Pin } from "../../app/map/pins";
import { expect, test, type Page } from "../fixtures";
import { PLACES } from "../support/site-data";
import {
  boxOf,
  catalogue,
  clipboardText,
  emptyClipboard,
  islandMap,
  longPress,
  onThisServer,
  openMap,
  outOfColumn,
} from "./map-support";

const fr = catalogue("fr");
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  permissions: ["clipboard-read", "clipboard-write"],
};
test.use({ ...PHONE, reducedMotion: "reduce" });

const card = (page: Page) => page.locator(".poi-card");
const pinsPanel = (page: Page) => page.locator(".map-pins");
const ownPins = (page: Page) => pinsPanel(page).locator(".map-pins__list--own .map-pins__item");
/** A friend's pins, or why their link was refused, at the top of the page. */
const sharedOffer = (page: Page) => page.locator(".map-pins__shared");
const HQ = "Notre QG, porte de derrière";
// Whatever is typed is text: this one must show as written, and never make an image or run.
const MEETING = `<img src=x onerror="window.__pinned=1">Rendez-vous à 21 h`;

/** A long press at a share of the map's width and height, then a pin there with a note and a colour. */
async function pinAt(page: Page, at: { x: number; y: number }, note: string, colour: string) {
  // The map in sight: the last card may have moved the page.
  await islandMap(page).scrollIntoViewIfNeeded();
  const map = await boxOf(islandMap(page));
  await emptyClipboard(page);
  await longPress(page, map.x + map.width * at.x, map.y + map.height * at.y);
  await expect(card(page)).toHaveAttribute("data-spot", /^-?\d/);
  // The position under the finger is copied at once, as the game takes it.
  await expect.poll(() => clipboardText(page)).toMatch(/^-?\d+\.\d\d, -?\d+\.\d\d, -?\d+\.\d\d$/);
  await expect(page).toHaveURL((url) => url.searchParams.has("at"));
  await card(page).getByRole("button", { name: fr["app.board.pins.add"]! }).tap();
  const field = card(page).getByRole("textbox", { name: fr["app.board.pin.note"]! });
  await expect(field).toBeFocused();
  await field.fill(note);
  await card(page).getByRole("radio", { name: colour }).check();
  await card(page).getByRole("button", { name: fr["app.board.pin.save"]! }).tap();
  await expect(
    card(page)
      .getByRole("status")
      .filter({ hasText: fr["app.board.pin.saved"]!.slice(0, 6) }),
  ).toBeVisible();
  await card(page).getByRole("button", { name: fr["app.board.spot.close"]! }).tap();
  await expect(card(page)).toHaveCount(0);
}

/**
 * Each pin's drop on the map has the colour of its swatch in the pins' list (red and blue here), not
 * one colour for all.
 */
async function expectDrawnInTheirColours(page: Page, pins: string) {
  const colours = await page.evaluate((selector) => {
    const colourOf = (element: Element, pseudo?: string) => getComputedStyle(element, pseudo).backgroundColor;
    const swatch = (colour: string) => {
      const probe = document.createElement("span");
      probe.className = `pin-swatch pin-swatch--${colour}`;
      document.body.append(probe);
      const value = colourOf(probe);
      probe.remove();
      return value;
    };
    return [...document.querySelectorAll(`.leaflet-marker-icon${selector}`)].map((pin) => {
      const colour = /map-pin--(amber|red|green|blue|violet|white)\b/.exec(pin.className)![1]!;
      return { drawn: colourOf(pin, "::before"), swatch: swatch(colour) };
    });
  }, pins);
  expect(new Set(colours.map(({ drawn }) => drawn)).size).toBe(colours.length);
  for (const { drawn, swatch } of colours) expect(drawn).toBe(swatch);
}

test("two pins with notes survive a reload and travel in one link to a friend, who keeps them", async ({
  page,
  openContext,
  problems,
}) => {
  await openMap(page);
  await pinAt(page, { x: 0.5, y: 0.45 }, HQ, fr["app.board.pin.colour.red"]!);
  await pinAt(page, { x: 0.35, y: 0.6 }, MEETING, fr["app.board.pin.colour.blue"]!);

  await page.reload();
  await expect(page).toBeHydrated();
  await expect(ownPins(page)).toHaveText([HQ, MEETING]);
  await expect(page.locator(".leaflet-marker-icon.map-pin--own")).toHaveCount(2);
  await expect(page.locator(".leaflet-marker-icon.map-pin--red")).toHaveCount(1);
  await expectDrawnInTheirColours(page, ".map-pin--own");
  // Drawn above the places' markers and clusters.
  const zIndex = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => Number(getComputedStyle(element.parentElement!).zIndex));
  expect(await zIndex(".leaflet-marker-icon.map-pin")).toBeGreaterThan(
    await zIndex(".leaflet-marker-icon.poi-cluster"),
  );

  await emptyClipboard(page);
  await pinsPanel(page).getByRole("button", { name: fr["app.board.pins.share"]! }).tap();
  // The link's format loads on the first share: the clipboard holds the last position until then.
  await expect.poll(() => clipboardText(page)).toMatch(/^https?:\/\//);
  const link = await clipboardText(page);
  expect(new URL(link).searchParams.get(PINS_PARAM)).toMatch(/^1\./);

  const friendContext = await openContext(PHONE);
  const friend = await friendContext.newPage();
  await openMap(friend, onThisServer(link));
  const shared = sharedOffer(friend);
  // On the phone's first screen, not under the list of places.
  await expect(shared).toBeInViewport();
  await expect(shared.locator(".map-pins__item")).toHaveText([HQ, MEETING]);
  await expect(friend.locator(".leaflet-marker-icon.map-pin--shared")).toHaveCount(2);
  await expectDrawnInTheirColours(friend, ".map-pin--shared");
  await shared.locator(".map-pins__item").nth(1).tap();
  // A one-line note is the card's title, said once.
  await expect(card(friend).getByRole("heading", { level: 2 })).toHaveText(MEETING);
  await expect(card(friend).getByText(MEETING)).toHaveCount(1);
  await shared.getByRole("button", { name: fr["app.board.shared.keep"]! }).tap();
  await expect(friend).toHaveURL((url) => !url.searchParams.has(PINS_PARAM));
  await friend.reload();
  await expect(friend).toBeHydrated();
  await expect(ownPins(friend)).toHaveText([HQ, MEETING]);

  for (const someone of [page, friend]) {
    expect(await someone.locator(".map-pins img, .poi-card img, .leaflet-marker-pane img").count()).toBe(0);
    expect(await someone.evaluate(() => (window as { __pinned?: number }).__pinned)).toBeUndefined();
  }
  expect(problems.pageErrors).toEqual([]);
});

/** Pins kept in this browser before the page opens, as the map writes them. */
async function keepPins(page: Page, pins: readonly Omit<Pin, "id">[]) {
  const kept = new Map<string, string>();
  const storage = {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
  } as Storage;
  createPinStore(storage).add(pins);
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [PINS_STORAGE_KEY, kept.get(PINS_STORAGE_KEY)!],
  );
}

test("pins that do not fit in one link say why: too many of them, or notes too long", async ({ page }) => {
  const pin = (index: number, note = "") => ({ x: 100 * index, y: -1000, note, colour: "amber" as const });
  // A few pins, but each note as long as a note may be.
  await keepPins(
    page,
    Array.from({ length: 10 }, (_, index) => pin(index, "x".repeat(NOTE_MAX_LENGTH))),
  );
  await openMap(page);
  await pinsPanel(page).getByRole("button", { name: fr["app.board.pins.share"]! }).tap();
  await expect(pinsPanel(page)).toContainText(fr["app.board.pins.shareTooLong"]!);
  await expect(pinsPanel(page)).not.toContainText(fr["app.board.pins.shareTooMany"]!.slice(0, 12));

  await page.evaluate((key) => localStorage.removeItem(key), PINS_STORAGE_KEY);
  await keepPins(
    page,
    Array.from({ length: MAX_SHARED_PINS + 1 }, (_, index) => pin(index)),
  );
  await openMap(page);
  await pinsPanel(page).getByRole("button", { name: fr["app.board.pins.share"]! }).tap();
  await expect(pinsPanel(page)).toContainText(String(MAX_SHARED_PINS));
  await expect(pinsPanel(page)).toContainText(fr["app.board.pins.shareTooMany"]!.slice(0, 12));
});

test("a pin is edited and deleted on its card", async ({ page }) => {
  await openMap(page);
  await pinAt(page, { x: 0.5, y: 0.5 }, HQ, fr["app.board.pin.colour.green"]!);
  await ownPins(page).first().tap();
  const field = card(page).getByRole("textbox", { name: fr["app.board.pin.note"]! });
  await expect(field).toHaveValue(HQ);
  await field.fill("Planque");
  await card(page).getByRole("button", { name: fr["app.board.pin.save"]! }).tap();
  await expect(ownPins(page)).toHaveText(["Planque"]);
  await card(page).getByRole("button", { name: fr["app.board.pin.delete"]! }).tap();
  await expect(ownPins(page)).toHaveCount(0);
  await expect(page.locator(".leaflet-marker-icon.map-pin")).toHaveCount(0);
  // A mistaken tap is undone, note and colour kept; then deleted for good.
  await pinsPanel(page).getByRole("button", { name: fr["app.board.pin.undo"]! }).tap();
  await expect(ownPins(page)).toHaveText(["Planque"]);
  await expect(page.locator(".leaflet-marker-icon.map-pin--green")).toHaveCount(1);
  await ownPins(page).first().tap();
  await card(page).getByRole("button", { name: fr["app.board.pin.delete"]! }).tap();
  await expect(ownPins(page)).toHaveCount(0);
  await expect(page.locator(".leaflet-marker-icon.map-pin")).toHaveCount(0);
  await page.reload();
  await expect(page).toBeHydrated();
  await expect(ownPins(page)).toHaveCount(0);
});

for (const [what, value, message] of [
  ["broken", "1.%%%", "app.board.shared.broken"],
  ["of an unknown version", "9.MTIfMzQfMB9h", "app.board.shared.broken"],
  [
    "cut by a chat app",
    encodePins([{ x: 1, y: 2, note: "Quai", colour: "red" }]).slice(0, -3),
    "app.board.shared.broken",
  ],
  // Longer than a pins link can be, within the longest address the servers answer (2,048).
  ["too long", `1.${"A".repeat(1950)}`, "app.board.shared.tooBig"],
  [
    "of more pins than a link holds",
    encodePins(
      Array.from({ length: MAX_SHARED_PINS + 1 }, (_, i) => ({
        x: i,
        y: -i,
        note: "",
        colour: "amber" as const,
      })),
    ),
    "app.board.shared.tooBig",
  ],
] as const) {
  test(`a shared link ${what} is refused with a message; the map works and the page stays whole`, async ({
    page,
    problems,
  }) => {
    await openMap(page, `/board?${PINS_PARAM}=${encodeURIComponent(value)}`);
    const refused = sharedOffer(page).getByRole("alert");
    // The start of the message, before the typography the build adds to French punctuation.
    await expect(refused).toContainText(fr[message]!.slice(0, 20));
    await expect(refused).toBeInViewport();
    await expect(page.locator(".leaflet-marker-icon.map-pin")).toHaveCount(0);
    expect(await page.evaluate(() => window.innerWidth)).toBe(390);
    expect(await outOfColumn(page)).toEqual([]);
    // The rest of the map answers as ever.
    await page.locator(".poi-list__option").first().tap();
    await expect(card(page)).toBeVisible();
    await sharedOffer(page).getByRole("button", { name: fr["app.board.shared.dismiss"]! }).tap();
    await expect(page).toHaveURL((url) => !url.searchParams.has(PINS_PARAM));
    await expect(refused).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
  });
}

test("a shared position opens on its spot with a marker and its card; a hostile one is ignored", async ({
  page,
  problems,
}) => {
  // The centre of a town of the map, wherever staff put it.
  const town = PLACES.find((place) => place.kind === "town")!;
  const [x, y] = town.position.split(",").map(Number) as [number, number];
  await openMap(page, `/board?at=${x},${y}`);
  await expect(card(page)).toHaveAttribute("data-spot", `${x.toFixed(2)},${y.toFixed(2)}`);
  await expect(page.locator(".leaflet-marker-icon.map-spot-mark")).toHaveCount(1);
  await expect(islandMap(page)).toHaveAttribute("data-zoom", "4");
  await expect(islandMap(page)).toHaveAttribute("data-center", `${x.toFixed(2)},${y.toFixed(2)}`);
  // Its height is the ground's, worked out in the page.
  await expect(card(page).locator(".poi-card__position code")).toHaveText(
    new RegExp(`^${x.toFixed(2)}, ${y.toFixed(2)}, -?\\d+\\.\\d\\d$`),
  );
  await expect(card(page).locator(".map-nearby__item")).not.toHaveCount(0);

  for (const hostile of [
    "%3Cscript%3Ealert(1)%3C/script%3E,2",
    "1e9,2",
    `${"9".repeat(1500)},1`,
    "NaN,NaN",
  ]) {
    await openMap(page, `/board?at=${hostile}&utm_source=forum`);
    await expect(page).toHaveURL(
      (url) => !url.searchParams.has("at") && url.searchParams.get("utm_source") === "forum",
    );
    await expect(card(page)).toHaveCount(0);
    // Said, at the top of the page: the link was not a position of the island.
    await expect(
      page.getByRole("status").filter({ hasText: fr["app.board.link.refusedAt"]!.slice(0, 20) }),
    ).toBeInViewport();
  }
  expect(problems.pageErrors).toEqual([]);
});

test("a first long press on a phone brings the spot's card into view, with its « copied »", async ({
  page,
}) => {
  await openMap(page);
  await islandMap(page).scrollIntoViewIfNeeded();
  const map = await boxOf(islandMap(page));
  // Low on the map: the card opens under it, out of sight until the page moves.
  await longPress(page, map.x + map.width * 0.5, map.y + map.height * 0.8);
  const copied = card(page)
    .getByRole("status")
    .filter({ hasText: fr["app.board.position.copied"]!.split("{")[0]!.trim() });
  await expect(copied).toBeInViewport({ ratio: 1 });
});

test("in Arabic, the copied position reads in order in its confirmation", async ({ page }) => {
  const ar = catalogue("ar");
  await openMap(page, "/ar/board");
  await islandMap(page).scrollIntoViewIfNeeded();
  const map = await boxOf(islandMap(page));
  await longPress(page, map.x + map.width * 0.3, map.y + map.height * 0.3);
  const status = card(page)
    .getByRole("status")
    .filter({ hasText: ar["app.board.position.copied"]!.split("{")[0]!.trim() });
  // Isolated left to right: without it, the right-to-left sentence moves the minus sign to the end.
  const isolated = /\u2066(-?\d+\.\d\d, -?\d+\.\d\d, -?\d+\.\d\d)\u2069/;
  await expect(status).toContainText(isolated);
  // What it says was copied is what the clipboard holds (which the browser shares between tests:
  // read it only once this copy is done).
  const shown = isolated.exec((await status.textContent()) ?? "")![1];
  await expect.poll(() => clipboardText(page)).toBe(shown);
});
