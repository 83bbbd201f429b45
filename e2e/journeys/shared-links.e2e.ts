/**
 * A player who chose a language on the site, then opens addresses shared on the chat, switches
 * languages and goes Back: the address decides the language, the stored choice only moves them
 * from `/`, and nothing bounces.
 */
import { LOCALE_STORAGE_KEY, LOCALE_NAMES, type Locale } from "../../app/i18n/locales";
import { localizePath } from "../../app/i18n/paths";
import { expect, test, type Page } from "../fixtures";
import { catalogue } from "../support/catalogue";

const html = (page: Page) => page.locator("html");
const ARTICLE = "/notice/game/justice/court";

async function chooseLanguage(page: Page, locale: Locale) {
  await page.locator(".language-switcher__button").click();
  await page.getByRole("link", { name: LOCALE_NAMES[locale], exact: true }).click();
  await expect(html(page)).toHaveAttribute("lang", locale);
}

/** Back, then the page that Back showed once its inline scripts had their chance to move it. */
async function goBackAndStay(page: Page) {
  await page.goBack();
  await expect(page).toBeHydrated();
  return new URL(page.url()).pathname;
}

test.describe("a player who chose Russian", () => {
  test.use({ storedLocale: "ru", languageSuggestion: true });

  test("opens shared links in the language of their address, and / in Russian", async ({ page }) => {
    for (const [path, locale] of [
      ["/ar/board?category=parking#map", "ar"],
      ["/en/play", "en"],
      ["/de/credits", "de"],
      [ARTICLE, "fr"],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveURL((url) => url.pathname + url.search + url.hash === path);
      await expect(html(page), path).toHaveAttribute("lang", locale);
      await expect(page, path).toBeHydrated();
    }
    await page.goto("/");
    await expect(page).toHaveURL((url) => url.pathname === "/ru");
    await expect(html(page)).toHaveAttribute("lang", "ru");
  });

  test("is offered Russian on a French page, and nowhere else", async ({ page }) => {
    const ru = catalogue("ru");
    await page.goto(ARTICLE);
    await expect(page).toBeHydrated();
    const offer = page.getByRole("complementary", { name: ru["app.language.suggestion.label"] });
    await expect(offer).toHaveAttribute("lang", "ru");
    await offer.getByRole("link", { name: ru["app.language.suggestion.action"] }).click();
    await expect(page).toHaveURL((url) => url.pathname === localizePath("ru", ARTICLE));

    await page.goto("/ar/play");
    await expect(page).toBeHydrated();
    await expect(page.locator(".language-suggestion")).toHaveCount(0);
  });
});

test.describe("Back after a language switch", () => {
  test("from a French page to German, Back shows the French page and stays there", async ({ page }) => {
    await page.goto("/play");
    await expect(page).toBeHydrated();
    await chooseLanguage(page, "de");
    await expect(page).toHaveURL((url) => url.pathname === "/de/play");
    expect(await goBackAndStay(page)).toBe("/play");
    await expect(html(page)).toHaveAttribute("lang", "fr");
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_STORAGE_KEY)).toBe("de");
  });

  test("from the French home to German, Back shows the French home and stays there", async ({ page }) => {
    await page.goto("/");
    await expect(page).toBeHydrated();
    await chooseLanguage(page, "de");
    await expect(page).toHaveURL((url) => url.pathname === "/de");
    expect(await goBackAndStay(page)).toBe("/");
    await expect(html(page)).toHaveAttribute("lang", "fr");
  });

  test("after / took a returning player home in their language, Back leaves for the page before", async ({
    page,
  }) => {
    await page.goto("/credits");
    await expect(page).toBeHydrated();
    await page.evaluate((key) => localStorage.setItem(key, "es"), LOCALE_STORAGE_KEY);
    await page.goto("/");
    await expect(page).toHaveURL((url) => url.pathname === "/es");
    expect(await goBackAndStay(page)).toBe("/credits");
  });
});

test.describe("a language switch keeps the reader's place", () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });

  test("the section in view, when the address has no hash", async ({ page }) => {
    await page.goto(ARTICLE);
    await expect(page).toBeHydrated();
    const section = page.locator("main h2[id]").nth(2);
    const id = await section.getAttribute("id");
    // Reading in the middle of that section.
    await section.evaluate((heading) =>
      window.scrollTo({
        top: heading.getBoundingClientRect().top + window.scrollY + 40,
        behavior: "instant",
      }),
    );
    await chooseLanguage(page, "en");
    await expect(page).toHaveURL(
      (url) => url.pathname === localizePath("en", ARTICLE) && url.hash === `#${id}`,
    );
    await expect(page).toBeHydrated();
    await expect
      .poll(() => page.locator(`[id="${id}"]`).evaluate((heading) => heading.getBoundingClientRect().top))
      .toBeLessThan(200);
  });
});
