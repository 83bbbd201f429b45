/**
 * A player at a desk (1024 × 768 and 1366 × 768 screens), with the keyboard alone or the mouse:
 * goes through the list of places, chooses one and uses its card, searches a place by name.
 */
import { expect, test, type Page } from "../fixtures";
import { placeOfPoint } from "../../app/map/place-of-point";
import { parsePosition } from "../../app/map/projection";
import { MAP_CATEGORIES, PLACES } from "../support/site-data";
import {
  boxOf,
  catalogue,
  categoryOption,
  reachable,
  openMap,
  overlaps,
  poiCard,
  poiList,
  poiOption,
  sortedPoints,
} from "./map-support";

const fr = catalogue("fr");

/** The card and its actions are wholly on screen, below the site's header, and leave the chosen point in sight. */
async function expectCardInSight(page: Page) {
  await expect(poiCard(page)).toBeVisible();
  const actions = [
    poiCard(page).getByRole("link", { name: fr["app.map.card.rules"]! }),
    poiCard(page).getByRole("button", { name: fr["app.map.card.copy"]! }),
    poiCard(page).getByRole("button", { name: fr["app.map.card.close"]! }),
  ];
  for (const action of actions) await expect(action).toBeInViewport({ ratio: 1 });
  await expect(poiCard(page)).toBeInViewport({ ratio: 1 });
  const header = await boxOf(page.locator("[data-site-header]"));
  // The map may still be moving the card clear of the header: judged once it has come to rest.
  await expect
    .poll(async () => (await boxOf(poiCard(page))).y)
    .toBeGreaterThanOrEqual(header.y + header.height);
  const card = await boxOf(poiCard(page));
  const marker = page.locator(".leaflet-marker-icon.poi-marker--selected");
  await expect(marker).toBeInViewport({ ratio: 1 });
  expect(overlaps(await boxOf(marker), card), "the card covers the chosen point").toBe(false);
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test("keyboard: the list scrolls in its box to follow the arrows, End and Home; Enter shows the whole card", async ({
      page,
    }) => {
      await openMap(page);
      const points = sortedPoints("enterprise");
      const list = await boxOf(poiList(page));
      expect(list.height).toBeLessThanOrEqual(viewport.height);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(
        4 * viewport.height,
      );

      await poiList(page).focus();
      await page.keyboard.press("End");
      await expect(poiOption(page, points.at(-1)!)).toBeInViewport({ ratio: 1 });
      await page.keyboard.press("Home");
      await expect(poiOption(page, points[0]!)).toBeInViewport({ ratio: 1 });
      for (let step = 0; step < 25; step += 1) await page.keyboard.press("ArrowDown");
      const target = points[25]!;
      await expect(poiOption(page, target)).toBeInViewport({ ratio: 1 });
      await page.keyboard.press("Enter");
      await expect(poiCard(page)).toHaveAttribute("data-poi-id", String(target.id));
      await expectCardInSight(page);
    });

    test("a shared link to a place far down the list shows its row, its card and its actions", async ({
      page,
    }) => {
      const points = sortedPoints("parking");
      const target = points[points.length - 20]!;
      await openMap(page, `/board?category=parking&poi=${target.id}`);
      await expectCardInSight(page);
      await expect(poiOption(page, target)).toHaveAttribute("aria-selected", "true");
      // The page brought to the list (not the list to its row): the list has scrolled to the row.
      await poiList(page).evaluate((list) => list.scrollIntoView({ block: "nearest" }));
      await expect(poiOption(page, target)).toBeInViewport({ ratio: 1 });
    });

    test("mouse: the card of a masked illegal place, the longest card, fits with its actions", async ({
      page,
    }) => {
      await openMap(page, "/board?category=illegal");
      const target = sortedPoints("illegal")[3]!;
      await poiOption(page, target).click();
      await expect(poiCard(page)).toHaveAttribute("data-poi-id", String(target.id));
      await expectCardInSight(page);
    });
  });
}

test("the search field is a text field that says search and can be cleared with a visible button", async ({
  page,
}) => {
  await openMap(page);
  const field = page.getByRole("combobox", { name: fr["app.map.search.label"]! });
  // ARIA in HTML allows no combobox role on a search field: it is a text field with a search key.
  await expect(field).toHaveAttribute("type", "text");
  await expect(field).toHaveAttribute("enterkeyhint", "search");
  const clear = page.getByRole("button", { name: fr["app.map.search.clear"]! });
  await expect(clear).toHaveCount(0);
  await field.focus();
  await page.keyboard.type("port");
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await expect(clear).toBeVisible();
  const size = await boxOf(clear);
  expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(24);
  await clear.click();
  await expect(field).toHaveValue("");
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect(clear).toHaveCount(0);
});

test.describe("at 1366 × 768, searching", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the open suggestions cover no category: each can be seen and clicked", async ({ page }) => {
    await openMap(page);
    const field = page.getByRole("combobox", { name: fr["app.map.search.label"]! });
    await field.focus();
    await page.keyboard.type(sortedPoints("enterprise")[0]!.name.slice(0, 3));
    await expect(field).toHaveAttribute("aria-expanded", "true");
    for (const category of MAP_CATEGORIES) {
      const option = categoryOption(page, category.id);
      await option.scrollIntoViewIfNeeded();
      expect(await reachable(option), `${category.id} is covered`).toBe(true);
    }
    const last = MAP_CATEGORIES.at(-1)!;
    await categoryOption(page, last.id).click();
    await expect(page).toHaveURL(new RegExp(`category=${last.id}`));
  });
});

test.describe("at 1366 × 768, a point near a place", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  /** For each French article the places' names take, a point shown as near such a place. */
  const nearPoints = new Map<string, { category: string; id: number; name: string; withArticle: string }>();
  for (const category of MAP_CATEGORIES)
    for (const point of category.points) {
      const { x, y } = parsePosition(point.position);
      const where = placeOfPoint(x, y, PLACES);
      const withArticle = where?.near ? where.place.withArticle : undefined;
      const article = withArticle?.match(/^(le |la |les |l['’])/)?.[1];
      if (where && withArticle && article && !nearPoints.has(article))
        nearPoints.set(article, { category: category.id, id: point.id, name: where.place.name, withArticle });
    }

  test("its card says the place with its French article, joined to « de »; English keeps the map's name", async ({
    page,
  }) => {
    expect(nearPoints.size).toBeGreaterThan(1);
    // « de » + « le port » is « du port », + « les marais » « des marais »; « la » and « l' » stay.
    const joined: Record<string, string> = { "le ": "du ", "les ": "des " };
    for (const [article, point] of nearPoints) {
      await openMap(page, `/board?category=${point.category}&poi=${point.id}`);
      const line = poiCard(page).locator(".poi-card__place");
      const said = `${joined[article] ?? `de ${article}`}${point.withArticle.slice(article.length)}`;
      await expect(line, point.withArticle).toContainText(said);
      await expect(line).not.toContainText(`de ${point.name}`);
      await openMap(page, `/en/board?category=${point.category}&poi=${point.id}`);
      await expect(poiCard(page).locator(".poi-card__place")).toContainText(point.name);
    }
  });
});
