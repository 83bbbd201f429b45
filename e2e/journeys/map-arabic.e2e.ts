/**
 * A player reading the map page in Arabic: the French names of places keep their accents, capitals
 * included ("Cap Évasion", not "Cap Evasion"), in the list, the search and the card.
 */
import { expect, test, type Page } from "../fixtures";
import { catalogue, expectedSearch, openMap, outOfColumn, poiCard, sortedPoints } from "./map-support";

/**
 * Arabic pages ask for Noto Naskh Arabic first, whose line box is 1.7 em tall (ascent 1.069 em,
 * descent 0.634 em): players' phones and desktops have it, this machine does not. A local font with
 * the same vertical metrics stands in for it, so the test sees the lines as players do.
 */
async function withArabicFontMetrics(page: Page) {
  await page.addStyleTag({
    content: `@font-face { font-family: "Noto Naskh Arabic"; src: local("DejaVu Sans"), local("Liberation Sans");
      ascent-override: 106.9%; descent-override: 63.4%; line-gap-override: 0%; }`,
  });
  await page.evaluate(() => document.fonts.ready);
}

/** Texts whose glyph boxes stick out of the box that clips them (their line is cut). */
function clippedNames(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((names) =>
    names.flatMap((name) => {
      let clip: Element | null = name;
      while (clip && getComputedStyle(clip).overflowY === "visible") clip = clip.parentElement;
      if (!clip) return [];
      const box = clip.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(name);
      return [...range.getClientRects()]
        .filter((line) => line.top < box.top - 0.5 || line.bottom > box.bottom + 0.5)
        .map((line) => `${name.textContent} (${line.top}–${line.bottom} in ${box.top}–${box.bottom})`);
    }),
  );
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`French names keep their accents on capitals in the Arabic page (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openMap(page, "/ar/board");
    await withArabicFontMetrics(page);
    const names = page.locator(".poi-list__name");
    await expect(names.first()).toBeVisible();
    // Capitals with accents are among the names drawn.
    expect((await names.allTextContents()).some((name) => /[ÉÈÊÀÂÎÔÛÇ]/.test(name))).toBe(true);
    expect(await clippedNames(page, ".poi-list__name")).toEqual([]);

    const target = sortedPoints("enterprise").find((point) => /[ÉÈÊÀÂÎÔÛÇ]/.test(point.name))!;
    await page.getByRole("combobox").fill(target.name);
    await expect(page.locator(".poi-search__name").first()).toHaveText(target.name);
    expect(await clippedNames(page, ".poi-search__name")).toEqual([]);
    await page.getByRole("combobox").press("Enter");
    await expect(page.locator(".poi-card__name")).toHaveText(target.name);
    expect(await clippedNames(page, ".poi-card__name")).toEqual([]);
  });
}

test.describe("on an Arabic desktop at 1024 px", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("a place's card lies over the map's left side, clear of the zoom and full-screen buttons on the right", async ({
    page,
  }) => {
    const [first] = expectedSearch("préfecture", "ar");
    if (first?.kind !== "poi") throw new Error("a place is found by 'préfecture'");
    await openMap(page, `/ar/board?poi=${first.poi.id}`);
    const card = (await poiCard(page).boundingBox())!;
    for (const button of [
      page.locator(".leaflet-control-zoom-in"),
      page.locator(".leaflet-control-zoom-out"),
      page.locator(".map-fullscreen"),
    ]) {
      const box = (await button.boundingBox())!;
      const apart =
        box.x >= card.x + card.width || box.x + box.width <= card.x || box.y >= card.y + card.height;
      expect(apart, "the button is clear of the card").toBe(true);
      // What a click there reaches is the button itself.
      const reached = await page.evaluate(
        ({ x, y }) =>
          document.elementFromPoint(x, y)?.closest(".leaflet-control-zoom, .map-fullscreen") !== null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(reached).toBe(true);
    }
  });
});

test.describe("on an Arabic phone at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test("a place's card, its nearest places and the pins are in Arabic, right to left, within the screen", async ({
    page,
  }) => {
    const ar = catalogue("ar");
    const [first] = expectedSearch("préfecture", "ar");
    if (first?.kind !== "poi") throw new Error("a place is found by 'préfecture'");
    await openMap(page, `/ar/board?poi=${first.poi.id}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(poiCard(page).getByRole("heading", { level: 3 })).toHaveText(ar["app.board.nearest.title"]!);
    await expect(poiCard(page).locator(".map-nearby__meta").first()).toContainText(
      ar["app.board.nearest.distance"]!.replace(" {distance}", ""),
    );
    await expect(poiCard(page).getByRole("button", { name: ar["app.board.pins.add"]! })).toBeVisible();
    // Game positions read left to right, and the place's name keeps its French.
    await expect(poiCard(page).locator(".poi-card__position code")).toHaveAttribute("dir", "ltr");
    await expect(poiCard(page).locator(".poi-card__name [lang='fr']")).toHaveText(first.poi.name);
    // The card's start is on the right, as the page's.
    const card = (await poiCard(page).boundingBox())!;
    const close = (await poiCard(page).locator(".poi-card__close").boundingBox())!;
    expect(close.x).toBeLessThan(card.x + card.width / 2);
    // The map's buttons stand at the start of the line too: on the right.
    const frame = (await page.locator(".island-map").boundingBox())!;
    for (const button of [page.locator(".leaflet-control-zoom-in"), page.locator(".map-fullscreen")]) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThan(frame.x + frame.width / 2);
    }
    await expect(page.getByRole("heading", { name: ar["app.board.pins.title"]! })).toBeVisible();
    await expect(page.locator(".map-pins .touch-words")).toHaveText(ar["app.board.spot.hintTouch"]!);
    expect(await outOfColumn(page)).toEqual([]);
  });
});
