/**
 * Someone who has never played opens the home on a phone: the way to start playing is on the first
 * screen, and the slides turn under a finger's swipe, mirrored in Arabic.
 */
import { localizePath } from "../../app/i18n/paths";
import { expect, test, type Page } from "../fixtures";
import { catalogue } from "../support/catalogue";

const PHONE = { isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** A finger's drag from the slides' middle, by `across` and `down` px (negative: leftwards, upwards). */
async function swipe(page: Page, across: number, down = 0) {
  const slides = (await page.locator(".home-slider__slides").boundingBox())!;
  const [x, y] = [slides.x + slides.width / 2 - across / 2, slides.y + slides.height / 2 - down / 2];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= 8; step += 1)
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: x + (across * step) / 8, y: y + (down * step) / 8 }],
    });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** The current slide's number, from 1: the position of the dot marked current. */
const currentSlide = (page: Page) =>
  page
    .locator(".slider-dot")
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute("aria-current") === "true") + 1);

for (const [width, height] of [
  [390, 844],
  [320, 568],
] as const) {
  test.describe(`on a ${width} × ${height} phone`, () => {
    test.use({ ...PHONE, viewport: { width, height }, reducedMotion: "reduce" });

    for (const locale of ["fr", "ar"] as const) {
      test(`${locale}: the call to play is on the first screen, and leads to how to start`, async ({
        page,
      }) => {
        await page.goto(localizePath(locale, "/"));
        await expect(page).toBeHydrated();
        const play = page
          .locator(".home-hero")
          .getByRole("link", { name: catalogue(locale)["app.home.welcome.play"] });
        await expect(play).toBeInViewport({ ratio: 1 });
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await play.tap();
        await expect(page).toHaveURL((url) => url.pathname === localizePath(locale, "/play"));
      });
    }
  });
}

test.describe("the slides under a finger", () => {
  test.use({ ...PHONE, viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

  test("a swipe towards the start shows the next slide, the other way the previous one", async ({ page }) => {
    await page.goto("/");
    await expect(page).toBeHydrated();
    await expect.poll(() => currentSlide(page)).toBe(1);
    await swipe(page, -200);
    await expect.poll(() => currentSlide(page)).toBe(2);
    await swipe(page, 200);
    await expect.poll(() => currentSlide(page)).toBe(1);
    await swipe(page, 200);
    await expect.poll(() => currentSlide(page)).toBe(4);
    // A drag upwards, a little aslant, scrolls the page and turns no slide.
    await swipe(page, -60, -300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect(await currentSlide(page)).toBe(4);
  });

  test("in Arabic, right to left, the swipes are mirrored", async ({ page }) => {
    await page.goto("/ar");
    await expect(page).toBeHydrated();
    await swipe(page, 200);
    await expect.poll(() => currentSlide(page)).toBe(2);
    await swipe(page, -200);
    await expect.poll(() => currentSlide(page)).toBe(1);
  });
});
