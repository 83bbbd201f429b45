/**
 * A player at a desk with the keyboard alone: finds a place by searching, goes to its nearest car
 * park, copies the car park's position, and puts a pin of their own at the map's centre. Keyboard
 * hints show once the keyboard is used, not to a mouse.
 */
import { formatGamePosition } from "../../app/map/game-position";
import { nearestByCategory } from "../../app/map/nearest";
import { parsePosition } from "../../app/map/projection";
import { expect, test, type Locator, type Page } from "../fixtures";
import { MAP_CATEGORIES } from "../support/site-data";
import {
  catalogue,
  clipboardText,
  expectedSearch,
  islandMap,
  mapCentre,
  openMap,
  poiCard,
} from "./map-support";

const fr = catalogue("fr");
test.use({ viewport: { width: 1366, height: 768 }, permissions: ["clipboard-read", "clipboard-write"] });

/** Presses Tab (or Shift+Tab) until the control has the focus, as a keyboard user goes through the page. */
async function tabTo(page: Page, target: Locator, backwards = false) {
  for (let press = 0; press < 80; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

test("keyboard alone: a place, its nearest car park, its position copied, a pin at the map's centre", async ({
  page,
  problems,
}) => {
  await openMap(page);
  const hint = page.locator(".map-page__hint");
  // Loaded and pointed at with a mouse: no keyboard instructions.
  await page.mouse.move(10, 10);
  await expect(hint).toBeHidden();

  const search = page.getByRole("combobox");
  await tabTo(page, search);
  await expect(hint).toBeVisible();
  const [first] = expectedSearch("tribunal");
  if (first?.kind !== "poi") throw new Error("a place is found by 'tribunal'");
  await page.keyboard.type("tribunal");
  await page.keyboard.press("Enter");
  await expect(poiCard(page)).toHaveAttribute("data-poi-id", String(first.poi.id));

  const carPark = nearestByCategory(parsePosition(first.poi.position), MAP_CATEGORIES, first.poi).find(
    (nearby) => nearby.category.id === "parking",
  )!;
  await tabTo(page, poiCard(page).getByRole("link", { name: carPark.poi.name }));
  await page.keyboard.press("Enter");
  await expect(poiCard(page)).toHaveAttribute("data-poi-id", String(carPark.poi.id));

  const copy = poiCard(page).getByRole("button", { name: fr["app.board.position.copy"]! });
  // The new card has the focus: its controls come next.
  await expect(poiCard(page)).toBeFocused();
  await tabTo(page, copy);
  await page.keyboard.press("Enter");
  const position = formatGamePosition(parsePosition(carPark.poi.position));
  await expect.poll(() => clipboardText(page)).toBe(position);
  await expect(poiCard(page).getByRole("status").filter({ hasText: position })).toBeVisible();

  // A pin at the map's centre (the car park is there): its note is where the focus goes.
  await tabTo(page, page.getByRole("button", { name: fr["app.board.pins.addCentre"]! }), true);
  await page.keyboard.press("Enter");
  const note = poiCard(page).getByRole("textbox", { name: fr["app.board.pin.note"]! });
  await expect(note).toBeFocused();
  await page.keyboard.type("Garé ici");
  await tabTo(page, poiCard(page).getByRole("radio").first());
  await page.keyboard.press("ArrowRight");
  await expect(poiCard(page).getByRole("radio").nth(1)).toBeChecked();
  await tabTo(page, poiCard(page).getByRole("button", { name: fr["app.board.pin.save"]! }));
  await page.keyboard.press("Enter");
  const listed = page.locator(".map-pins__item", { hasText: "Garé ici" });
  await expect(listed).toHaveCount(1);
  await expect(listed).toHaveAttribute("aria-current", "true");

  // Escape closes the pin's card; the focus goes to the pins, not to the top of the page.
  await note.focus();
  await page.keyboard.press("Escape");
  await expect(poiCard(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: new RegExp(fr["app.board.pins.title"]!) })).toBeFocused();
  await tabTo(page, listed);
  await page.keyboard.press("Enter");
  await expect(poiCard(page).getByRole("textbox", { name: fr["app.board.pin.note"]! })).toHaveValue(
    "Garé ici",
  );
  expect(problems.pageErrors).toEqual([]);
});

test("keyboard alone: any spot of the island, by moving the map with the arrows and pressing Enter at its centre", async ({
  page,
  problems,
}) => {
  await openMap(page);
  const map = islandMap(page);
  await tabTo(page, map);
  // Said to keyboard users where they look for how the map works.
  await expect(page.getByText(fr["app.board.spot.hintKeyboard"]!)).toBeVisible();
  // A cross marks the centre, the spot Enter chooses.
  expect(await map.evaluate((element) => getComputedStyle(element, "::after").content)).not.toBe("none");
  const before = await mapCentre(page);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => mapCentre(page)).not.toBe(before);
  const [x, y] = (await mapCentre(page))!.split(",").map(Number) as [number, number];
  await page.evaluate(() => navigator.clipboard.writeText("ce que le joueur avait copié"));
  await page.keyboard.press("Enter");
  await expect(poiCard(page).getByRole("heading", { name: fr["app.board.spot.title"]! })).toBeVisible();
  await expect(page).toHaveURL(/[?&]at=/);
  // Opening the card leaves the clipboard alone: only its button copies.
  expect(await clipboardText(page)).toBe("ce que le joueur avait copié");
  await tabTo(page, poiCard(page).getByRole("button", { name: fr["app.board.position.copy"]! }));
  await page.keyboard.press("Enter");
  // The spot at the centre, with the ground's height under it.
  await expect
    .poll(() => clipboardText(page))
    .toMatch(new RegExp(`^${formatGamePosition({ x, y }).replace(/[.]/g, "\\.")}, -?\\d+\\.\\d{2}$`));
  // Escape closes the card and goes back to the map, which stays where it was.
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press("Escape");
  await expect(poiCard(page)).toHaveCount(0);
  await expect(map).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(problems.pageErrors).toEqual([]);
});
