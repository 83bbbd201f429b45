/**
 * A newcomer on a phone, told to go to the prefecture: finds it by searching, taps the nearest car
 * park on its card and copies that car park's position for the game: three taps, in French, Arabic
 * and English, at 390 and 320 px.
 */
import { formatGamePosition } from "../../app/map/game-position";
import { nearestByCategory } from "../../app/map/nearest";
import { parsePosition } from "../../app/map/projection";
import { expect, test } from "../fixtures";
import { MAP_CATEGORIES } from "../support/site-data";
import { catalogue, clipboardText, expectedSearch, openMap, outOfColumn, poiCard } from "./map-support";

test.use({
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  permissions: ["clipboard-read", "clipboard-write"],
});

for (const [locale, prefix, width] of [
  ["fr", "", 390],
  ["ar", "/ar", 320],
  ["en", "/en", 390],
] as const) {
  test.describe(`${locale} at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("finds the prefecture by searching, taps its nearest car park, copies its position", async ({
      page,
      problems,
    }) => {
      const words = catalogue(locale);
      await openMap(page, `${prefix}/board`);
      // What a newcomer types; the site's own search on its data says which place comes first.
      const [first] = expectedSearch("préfecture", locale);
      expect(first?.kind, "a place is found by the word").toBe("poi");
      if (first?.kind !== "poi") return;
      const prefecture = first.poi;

      await page.getByRole("combobox").fill("préfecture");
      // Tap 1: the first suggestion.
      await page.locator(".poi-search__option").first().tap();
      await expect(poiCard(page)).toHaveAttribute("data-poi-id", String(prefecture.id));
      await expect(poiCard(page).locator(".poi-card__name")).toHaveText(prefecture.name);
      // The phone's keyboard goes with the choice: the field no longer has the focus.
      await expect(page.getByRole("combobox")).not.toBeFocused();

      const carPark = nearestByCategory(parsePosition(prefecture.position), MAP_CATEGORIES, prefecture).find(
        (nearby) => nearby.category.id === "parking",
      )!;
      const link = poiCard(page).locator(".map-nearby__name", { hasText: carPark.poi.name });
      await expect(link).toHaveCount(1);
      // Tap 2: the nearest car park, chosen in the page.
      await link.tap();
      await expect(poiCard(page)).toHaveAttribute("data-poi-id", String(carPark.poi.id));
      await expect(page).toHaveURL(
        (url) =>
          url.searchParams.get("category") === "parking" &&
          url.searchParams.get("poi") === String(carPark.poi.id),
      );
      // The prefecture still shows, ringed, on the map of car parks, and the legend names it.
      const origin = page.locator(`.leaflet-marker-icon.poi-marker--origin[data-poi-id="${prefecture.id}"]`);
      await expect(origin).toHaveCount(1);
      await expect
        .poll(() =>
          origin.evaluate((marker) => {
            const mark = marker.getBoundingClientRect();
            const frame = marker.closest(".island-map")!.getBoundingClientRect();
            return (
              mark.left >= frame.left &&
              mark.right <= frame.right &&
              mark.top >= frame.top &&
              mark.bottom <= frame.bottom
            );
          }),
        )
        .toBe(true);
      await expect(page.locator(".leaflet-tooltip.poi-origin-label")).toHaveText(prefecture.name);
      await expect(page.locator(".map-legend")).toContainText(prefecture.name);

      // Tap 3: its position, as the game takes it.
      const position = formatGamePosition(parsePosition(carPark.poi.position));
      await expect(poiCard(page).locator(".poi-card__position code")).toHaveText(position);
      await poiCard(page).getByRole("button", { name: words["app.board.position.copy"]! }).tap();
      await expect.poll(() => clipboardText(page)).toBe(position);
      await expect(poiCard(page).getByRole("status").filter({ hasText: position })).toBeVisible();

      // A phone's page, whatever the language: nothing of the map's out of the column, numbers left to right.
      expect(await outOfColumn(page)).toEqual([]);
      await expect(poiCard(page).locator(".poi-card__position code")).toHaveAttribute("dir", "ltr");
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      expect(problems.pageErrors).toEqual([]);
    });
  });
}
