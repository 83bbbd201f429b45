/**
 * A phone visitor whose browser runs no JavaScript: the header's menu and language list still open,
 * and choosing a language loads the page in that language; the home's slides and the community's
 * networks all show, with no control that would do nothing.
 */
import { HOME_SLIDES } from "../../app/components/home/slides";
import { LOCALE_NAMES } from "../../app/i18n/locales";
import { expect, test } from "../fixtures";
import { catalogue } from "../support/catalogue";
import { SITE_DATA } from "../support/site-data";

test.use({
  javaScriptEnabled: false,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
});

test("opens the menu, follows a link, then changes the language", async ({ page, problems }) => {
  const fr = catalogue("fr");
  await page.goto("/");
  const menu = page.locator(".main-nav__list");
  const play = menu.getByRole("link", { name: fr["app.page.play"] });
  await expect(play).toBeHidden();
  await page.locator(".main-nav__toggle").tap();
  await expect(play).toBeVisible();
  await play.tap();
  await expect(page).toHaveURL((url) => url.pathname === "/play");

  await page.locator(".language-switcher__button").tap();
  const german = page.getByRole("link", { name: LOCALE_NAMES.de, exact: true });
  await expect(german).toBeVisible();
  await german.tap();
  await expect(page).toHaveURL((url) => url.pathname === "/de/play");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(problems.failedRequests).toEqual([]);
});

test("closes the open menu with a tap outside it, on an Arabic page", async ({ page }) => {
  const ar = catalogue("ar");
  await page.goto("/ar/notice");
  const play = page.locator(".main-nav__list").getByRole("link", { name: ar["app.page.play"] });
  await page.locator(".main-nav__toggle").tap();
  await expect(play).toBeVisible();
  // The menu opens under the header, across the phone's width.
  const box = await page.locator(".main-nav__list").boundingBox();
  const header = await page.locator("[data-site-header]").boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  await page.touchscreen.tap(195, 820);
  await expect(play).toBeHidden();
});

test("sees every slide of the home, without controls that would do nothing", async ({ page }) => {
  const fr = catalogue("fr");
  await page.goto("/");
  const slides = page.locator(".home-slide");
  await expect(slides).toHaveCount(HOME_SLIDES.length);
  for (const [index, slide] of HOME_SLIDES.entries()) {
    const title = slides.nth(index).getByRole("heading", { name: fr[slide.titleKey] });
    await title.scrollIntoViewIfNeeded();
    await expect(title).toBeVisible();
    await expect(title).toBeInViewport();
  }
  await expect(page.getByRole("button", { name: fr["app.home.slider.pause"] })).toBeHidden();
  await expect(page.locator(".slider-dot")).toHaveCount(HOME_SLIDES.length);
  for (const dot of await page.locator(".slider-dot").all()) await expect(dot).toBeHidden();
});

test("sees every network of the community page, each with its link, and no tab that would do nothing", async ({
  page,
}) => {
  const fr = catalogue("fr");
  await page.goto("/community");
  // Each network of the social links has its tab on the page.
  for (const { id, link: address } of SITE_DATA.social) {
    const network = fr[`app.network.${id}`]!;
    await expect(page.getByRole("heading", { name: fr[`app.community.${id}.title`] })).toBeVisible();
    const link = page.getByRole("link", {
      name: new RegExp(fr["app.community.open"]!.replace("{network}", network)),
    });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", address);
    await expect(page.getByRole("tab", { name: network })).toBeHidden();
  }
  // No "loading" that never ends: where the players would be, what to do instead.
  const place = page.locator(".embed-placeholder").first();
  await expect(place.getByText(fr["app.community.loading"]!)).toBeHidden();
  await expect(place.getByText(/JavaScript/)).toBeVisible();
  // No tall empty box kept for a widget that will not come: the message's own height.
  const message = await place.getByText(/JavaScript/).boundingBox();
  const box = await place.boundingBox();
  expect(box!.height).toBeLessThan(message!.height + 80);
});
