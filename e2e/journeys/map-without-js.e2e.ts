/**
 * A player whose browser runs no JavaScript opens the map page: it says the map needs JavaScript,
 * lists every place of every category, and has no control that does nothing.
 */
import { escapeRegExp } from "../../app/lib/text";
import { MASKED_NAME } from "../../app/map/poi-types";
import { MAP_CATEGORIES } from "../support/site-data";
import { expect, test } from "../fixtures";
import { catalogue, sortedPoints } from "./map-support";

test.use({ javaScriptEnabled: false });

for (const [locale, prefix, viewport] of [
  ["fr", "", { width: 1366, height: 768 }],
  ["ar", "/ar", { width: 390, height: 844 }],
] as const) {
  test(`without JavaScript the page lists every place by category and says the map needs it (${locale}, ${viewport.width} px)`, async ({
    page,
  }) => {
    const messages = catalogue(locale);
    await page.setViewportSize(viewport);
    await page.goto(`${prefix}/board`);
    const mapPage = page.locator(".map-page");

    // No loading message that never ends; the map says what it needs.
    await expect(mapPage.getByText(messages["app.map.view.loading"]!)).toBeHidden();
    // (Inside <noscript>, which Playwright's text locators skip: found by what it is.)
    await expect(mapPage.locator(".island-map__status").filter({ visible: true })).toHaveText(
      messages["app.map.view.needsScript"]!,
    );

    // No control that needs a script: no search field, no category radio, no listbox.
    await expect(
      mapPage.locator("input, select, button, [role=listbox], [role=combobox]").filter({ visible: true }),
    ).toHaveCount(0);

    const sections = page.getByRole("navigation", { name: messages["app.map.allPlaces.label"]! });
    await expect(sections.getByRole("link")).toHaveCount(MAP_CATEGORIES.length);
    for (const category of MAP_CATEGORIES) {
      // Each category's link leads to its section, which lists every place of the category, in order.
      const link = sections.getByRole("link", { name: messages[`app.map.category.${category.id}`]! });
      const target = (await link.getAttribute("href"))!;
      expect(target).toMatch(/^#/);
      const section = page.locator(target);
      await link.click();
      await expect(page).toHaveURL((url) => url.hash === target);
      await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
      const items = section.getByRole("listitem");
      const names = await items.evaluateAll((rows) => rows.map((row) => row.firstChild!.textContent));
      expect(names).toEqual(sortedPoints(category.id).map((point) => point.name));
      // A masked name is read as such; the real one is never in the page.
      if (category.id === "illegal") {
        await expect(items.first()).toContainText(messages["app.map.masked"]!);
        expect(names.every((name) => name === MASKED_NAME)).toBe(true);
      }
      // Each list scrolls in a box no taller than the screen.
      const box = (await section.locator(".all-places__names").boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(viewport.height);
    }
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(
      8 * viewport.height,
    );
  });
}

test("a place's shared link, without JavaScript, shows that place's line in its list, marked, on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [point] = sortedPoints("parking").slice(-1);
  // The address the place's card copies: the map's query, then the place's line.
  await page.goto(`/board?category=parking&poi=${point!.id}#poi-${point!.id}`);
  const line = page.locator(`#poi-${point!.id}`);
  await expect(line).toHaveText(new RegExp(`^${escapeRegExp(point!.name)}`));
  await expect(line).toBeInViewport();
  // Marked: the browser's :target, which no other line matches.
  expect(await line.evaluate((element) => element.matches(":target"))).toBe(true);
  expect(await line.evaluate((element) => getComputedStyle(element).fontWeight)).toBe("700");
});
