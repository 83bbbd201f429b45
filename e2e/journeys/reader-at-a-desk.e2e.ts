/**
 * A reader at a desk opens an article deep in the rulebook from a shared link: the menu beside the
 * article shows where it is, its category's heading with it.
 */
import { expect, test } from "../fixtures";
import { shownInMenu } from "../support/notice-menu";
import { gameCategories } from "./rulebook-content";

test.use({ viewport: { width: 1366, height: 768 } });

test("the menu opens on the current article with its category's heading above it", async ({ page }) => {
  // The last article of a late category: the menu must scroll to show it at all.
  const categories = gameCategories();
  for (const category of [categories.at(-4)!, categories.at(-1)!]) {
    const article = category.articles.at(-1)!;
    await page.goto(article.path);
    await expect(page).toBeHydrated();
    const menu = page.locator(".notice-sidebar__categories");
    const current = menu.locator('[aria-current="page"]');
    await expect(current).toHaveAttribute("href", article.path);
    await expect.poll(() => shownInMenu(current), { message: article.path }).toBe(true);
    await expect
      .poll(() => shownInMenu(menu.locator(".notice-sidebar__group[open] > summary")), {
        message: article.path,
      })
      .toBe(true);
  }
});

test("a category opened low in the menu unfolds into view, its heading kept", async ({ page }) => {
  const categories = gameCategories();
  // An article of the first category: the last ones are folded at the bottom of the menu.
  await page.goto(categories[0]!.articles[0]!.path);
  await expect(page).toBeHydrated();
  const menu = page.locator(".notice-sidebar__categories");
  const last = categories.at(-1)!;
  const group = menu
    .locator(".notice-sidebar__group")
    .filter({ has: page.locator(`a[href="${last.path}"]`) });
  const heading = group.locator("summary");
  // The menu scrolled to its end, as a reader does to reach the last category.
  await menu.evaluate((box) => box.scrollTo({ top: box.scrollHeight, behavior: "instant" }));
  await heading.click();
  await expect(group).toHaveJSProperty("open", true);
  await expect.poll(() => shownInMenu(group.locator("a").last())).toBe(true);
  await expect.poll(() => shownInMenu(heading)).toBe(true);
});
