/**
 * "Which vehicles can I rent, and where?": a player types the verb on the map, finds the rental
 * agencies, and their card leads to the rental article.
 */
import { SPEC_ARTICLES } from "../../app/notice/spec-articles";
import { articleOf } from "../../app/map/poi-article";
import { foldForSearch } from "../../app/map/poi-search";
import { expect, test } from "../fixtures";
import { SITE_DATA } from "../support/site-data";
import { catalogue, expectedSearch, openMap, poiCard } from "./map-support";
import { frontMatter } from "./rulebook-content";

// The rental article of the specification's table: an address players share, never renamed.
const RENT_ARTICLE = "/notice/game/vehicles/rent";
const fr = catalogue("fr");

test("'louer' on the map lists the rental agencies, and an agency's card leads to the rental article", async ({
  page,
  problems,
}) => {
  expect(SPEC_ARTICLES.game.vehicles?.rent).toBeDefined();
  // The kind of place players rent from, as the map's data names it by its words.
  const rental = SITE_DATA.map.kinds.find((kind) =>
    kind.keywords.some((word) => foldForSearch(word) === "louer"),
  )!;
  expect(rental.points?.length, "some places rent vehicles").toBeGreaterThan(0);
  const expected = expectedSearch("louer");
  // The rental agencies first, then the other places the rental article says rent (dealers).
  const renters = [...rental.points!, ...(rental.alsoFound ?? [])];
  expect(expected.every((result) => result.kind === "poi" && renters.includes(result.poi.id))).toBe(true);
  expect(expected.length).toBeGreaterThan(rental.points!.length);

  await openMap(page);
  await page.getByRole("combobox").fill("louer");
  const options = page.locator(".poi-search__option");
  await expect(options).toHaveCount(expected.length);
  await expect(options.locator(".poi-search__name")).toHaveText(
    expected.map((result) => (result.kind === "poi" ? result.poi.name : "")),
  );
  await options.first().click();
  const first = expected[0]!;
  if (first.kind !== "poi") throw new Error("a place first");
  const rules = poiCard(page).getByRole("link", { name: fr["app.map.card.rules"]! });
  expect(articleOf(first.poi, first.category, SITE_DATA.map.kinds)).toBe(RENT_ARTICLE);
  await expect(rules).toHaveAttribute("href", RENT_ARTICLE);
  await rules.click();
  await expect(page).toHaveURL(RENT_ARTICLE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(frontMatter(RENT_ARTICLE).title);
  expect(problems.pageErrors).toEqual([]);
});

test("the verbs players type lead to the places they mean, and a whole category when it is one", async ({
  page,
}) => {
  await openMap(page);
  const search = page.getByRole("combobox");
  // Each kind of place by its first French word: its places, or its whole category.
  for (const kind of SITE_DATA.map.kinds) {
    const word = kind.keywords[0]!;
    await search.fill(word);
    const first = page.locator(".poi-search__option").first();
    if (!kind.points) {
      await expect(
        page.locator(".poi-search__option").filter({ hasText: fr["app.map.search.wholeCategory"]! }).first(),
      ).toBeVisible();
      continue;
    }
    const [expected] = expectedSearch(word);
    await expect(first.locator(".poi-search__name")).toHaveText(
      expected?.kind === "poi" ? expected.poi.name : /./,
    );
  }
});
