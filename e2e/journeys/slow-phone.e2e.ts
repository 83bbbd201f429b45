/**
 * A phone on a slow network (150 ms latency, 1.6 Mbit/s, CPU × 4) whose page scripts have not
 * arrived yet: the header's menu opens at the first tap after the first paint, and the language
 * list takes the player to the page in their language.
 */
import { LOCALE_NAMES } from "../../app/i18n/locales";
import { localizePath } from "../../app/i18n/paths";
import { expect, test } from "../fixtures";
import { holdScripts } from "../support/held-requests";
import { PHONE_CONTEXT, throttle } from "../../tools/throttled-phone";
import { MAP_CATEGORIES } from "../support/site-data";

test.use(PHONE_CONTEXT);

for (const path of ["/", "/notice/game/character/ability"]) {
  test(`the menu opens at the first tap on ${path}, and the language list works before the scripts`, async ({
    page,
  }) => {
    await throttle(page);
    // The page's modules never arrive: whatever works now works before hydration.
    await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    const toggle = page.locator(".main-nav__toggle");
    await toggle.waitFor();
    await toggle.tap();
    await expect(page.locator(".main-nav__list")).toBeVisible({ timeout: 1_000 });
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");

    await page.locator(".language-switcher__button").tap();
    await page.getByRole("link", { name: LOCALE_NAMES.ru, exact: true }).tap();
    await expect(page).toHaveURL((url) => url.pathname === localizePath("ru", path));
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });
}

test("a place tapped in the map's list while the page still loads is marked at once, and chosen once the page is ready", async ({
  page,
}) => {
  // The scripts are held back until after the tap, as on a slow phone (such taps used to do nothing).
  const release = await holdScripts(page);
  await page.goto("/board", { waitUntil: "commit" });
  const row = page.locator(".poi-list__option").nth(2);
  await row.waitFor();
  const id = await row.getAttribute("data-poi-id");
  await row.tap();
  // Marked as chosen before anything runs but the page's own inline script.
  await expect(row).toHaveCSS("cursor", "progress");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");

  release();
  await expect(page).toBeHydrated();
  await expect(page).toHaveURL((url) => url.searchParams.get("poi") === id);
  await expect(page.locator(`.poi-list__option[data-poi-id="${id}"]`)).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.locator(".poi-card")).toBeVisible();
  await expect(page.locator("[data-early-tap]")).toHaveCount(0);
});

test("a category chosen while the map page still loads stays chosen once the page is ready (it used to go back)", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/board", { waitUntil: "commit" });
  const radios = page.locator('.map-categories input[type="radio"]');
  await radios.last().waitFor();
  const first = await radios.first().getAttribute("value");
  const chosen = radios.last();
  const id = await chosen.getAttribute("value");
  expect(id).not.toBe(first);
  await chosen.locator("xpath=..").tap();
  await expect(chosen).toBeChecked();

  release();
  await expect(page).toBeHydrated();
  await expect(page).toHaveURL((url) => url.searchParams.get("category") === id);
  await expect(chosen).toBeChecked();
  // The list is the chosen category's.
  const count = MAP_CATEGORIES.find((category) => category.id === id)!.points.length;
  await expect(page.locator(".poi-list__option").first()).toHaveAttribute("aria-setsize", String(count));
});
