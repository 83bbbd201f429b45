/**
 * A phone on a slow network (150 ms latency, 1.6 Mbit/s, CPU × 4) whose page scripts have not
 * arrived yet: the header's menu opens at the first tap after the first paint, and the language
 * list takes the player to the page in their language.
 */
import { LOCALE_NAMES } from "../../app/i18n/locales";
import { localizePath } from "../../app/i18n/paths";
import { expect, test, type Page } from "../fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1600 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** The page's modules never arrive: whatever works now works before hydration. */
async function holdScripts(page: Page) {
  await page.route("**/assets/*.js", () => new Promise<void>(() => {}));
}

for (const path of ["/", "/notice/game/character/ability"]) {
  test(`the menu opens at the first tap on ${path}, and the language list works before the scripts`, async ({
    page,
  }) => {
    await throttle(page);
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
