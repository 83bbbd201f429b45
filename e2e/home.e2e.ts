import { HOME_MEDIA } from "../app/config/home";
import { expect, settle, test, type BrowserContext, type Page } from "./fixtures";

// The slider's rules are unit-tested (slider-state.test.ts) and its markup and buttons are
// component-tested (HomeSlider.test.tsx); here are what needs a real browser: timers on a real
// page, what is visible, a real pointer and real focus, and the reduced-motion media query.

// The required figures, not the app's constants: changing those must fail here.
const INTERVAL = 7500;
const VIDEO_DELAY = 300;
const START = new Date("2026-11-22T10:00:00Z");
const PAUSE = new Date("2026-11-22T10:00:01Z");

test.use({ viewport: { width: 1280, height: 800 } });

/** Opens the home page on a paused fake clock: time moves only with runFor. */
async function openHome(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(PAUSE);
  await page.goto("/");
  await expect(page).toBeHydrated();
}

/** The slide at `position` (1-4) is the one shown, by the dots and by the slides. */
async function expectSlide(page: Page, position: number) {
  await expect(page.locator(".slider-dot").nth(position - 1)).toHaveAttribute("aria-current", "true");
  await expect(page.locator('.slider-dot[aria-current="true"]')).toHaveCount(1);
  await expect(page.locator(".home-slide").nth(position - 1)).toHaveAttribute("aria-hidden", "false");
  await expect(page.locator('.home-slide[aria-hidden="false"]')).toHaveCount(1);
}

/** Runs `ms` of fake time once React has armed its timers, then lets it render what they did. */
async function runFor(page: Page, ms: number) {
  await settle(page);
  await page.clock.runFor(ms);
  await settle(page);
}

const liveRegion = (page: Page) => page.locator(".home-slider__slides");

test.describe("home slider", () => {
  test("shows the first slide, keeps it until 7500 ms, then changes", async ({ page, problems }) => {
    await openHome(page);
    const first = page.getByRole("heading", { level: 2, name: "Découvrez, partagez, incarnez" });
    const second = page.getByRole("heading", { level: 2, name: "Un serveur communautaire" });
    await expectSlide(page, 1);
    await expect(first).toBeVisible();
    await runFor(page, INTERVAL - 1);
    await expectSlide(page, 1);
    await runFor(page, 1);
    await expectSlide(page, 2);
    await expect(second).toBeVisible();
    await expect(first).toBeHidden();
    expect(problems.pageErrors).toEqual([]);
  });

  test("pauses while the pointer is over it and resumes when it leaves", async ({ page }) => {
    await openHome(page);
    await page.locator(".home-slide__content").first().hover();
    await expect(liveRegion(page)).toHaveAttribute("aria-live", "polite");
    await runFor(page, INTERVAL * 3);
    await expectSlide(page, 1);
    await page.mouse.move(5, 780);
    await expect(liveRegion(page)).toHaveAttribute("aria-live", "off");
    await runFor(page, INTERVAL);
    await expectSlide(page, 2);
  });

  test("pauses while focus is inside it, also moving between its controls, and resumes when focus leaves", async ({
    page,
  }) => {
    await openHome(page);
    const dots = page.locator(".slider-dot");
    await dots.first().focus();
    await expect(liveRegion(page)).toHaveAttribute("aria-live", "polite");
    await page.keyboard.press("Tab");
    await expect(dots.nth(1)).toBeFocused();
    await runFor(page, INTERVAL * 2);
    await expectSlide(page, 1);
    await expect(liveRegion(page)).toHaveAttribute("aria-live", "polite");
    await dots.nth(1).blur();
    await expect(liveRegion(page)).toHaveAttribute("aria-live", "off");
    await runFor(page, INTERVAL);
    await expectSlide(page, 2);
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("does not start on its own", async ({ page }) => {
      await openHome(page);
      await expect(page.getByRole("button", { name: "Reprendre le défilement" })).toBeVisible();
      await runFor(page, INTERVAL * 3);
      await expectSlide(page, 1);
      await expect(liveRegion(page)).toHaveAttribute("aria-live", "polite");
    });
  });
});

test.describe("home video", () => {
  test("has no source before 300 ms, gets it at 300 ms, with French and English captions among every language's", async ({
    page,
    problems,
  }) => {
    await openHome(page);
    const video = page.locator("video.home-video__player");
    await expect(video).toHaveAttribute("poster", "/media/video-poster.webp");
    await expect(video.locator("source")).toHaveCount(0);
    await runFor(page, VIDEO_DELAY - 1);
    await expect(video.locator("source")).toHaveCount(0);
    await expect(video).toHaveJSProperty("currentSrc", "");
    await runFor(page, 1);
    await expect(video.locator("source")).toHaveAttribute("src", "/media/video.mp4");
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveJSProperty("loop", true);
    await expect(video).toHaveJSProperty("playsInline", true);
    // A track per language of the site (e2e/journeys/release-viewer.e2e.ts checks them in German).
    await expect(video.locator("track")).toHaveCount(HOME_MEDIA.captions.length);
    const french = video.locator('track[srclang="fr"]');
    await expect(french).toHaveAttribute("src", "/st.fr.vtt");
    await expect(french).toHaveAttribute("kind", "captions");
    await expect(french).toHaveJSProperty("default", true);
    const english = video.locator('track[srclang="en"]');
    await expect(english).toHaveAttribute("src", "/st.vtt");
    await expect(english).toHaveAttribute("kind", "captions");
    await expect(english).toHaveJSProperty("default", false);
    // Muted, it starts on its own once it has its source.
    await expect(video).toHaveJSProperty("paused", false);
    expect(problems.pageErrors).toEqual([]);
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("does not start on its own", async ({ page }) => {
      await openHome(page);
      const video = page.locator("video.home-video__player");
      await runFor(page, VIDEO_DELAY);
      await expect(video.locator("source")).toHaveAttribute("src", "/media/video.mp4");
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
        .toBeGreaterThan(0);
      await settle(page);
      await expect(video).toHaveJSProperty("paused", true);
    });
  });

  test("is pre-rendered without a source", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('class="home-video__player"');
    expect(html).not.toMatch(/<source[^>]*video\.mp4/);
  });
});

test.describe("home slide pictures", () => {
  /** The first slide's picture as the browser chose it, and every file of slide 1 it asked for. */
  async function firstSlideAt(openContext: (options: object) => Promise<BrowserContext>, width: number) {
    const context = await openContext({ viewport: { width, height: width < 600 ? 844 : 768 } });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/img/home/slide-1")) requested.push(pathname);
    });
    await page.goto("/");
    await expect(page).toBeHydrated();
    const image = page.locator(".home-slide__image").first();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
    const currentSrc = new URL(await image.evaluate((element: HTMLImageElement) => element.currentSrc))
      .pathname;
    const intrinsic = await image.evaluate((element: HTMLImageElement) => [
      element.naturalWidth,
      element.naturalHeight,
    ]);
    return { currentSrc, intrinsic, requested };
  }

  test("a phone gets the picture's centre square in AVIF, fetched once", async ({ openContext }) => {
    // 390×844: the slider is 390×523, so the square is drawn 523 px wide and the 700 px file is chosen.
    const { currentSrc, intrinsic, requested } = await firstSlideAt(openContext, 390);
    expect(currentSrc).toBe("/img/home/slide-1-square-700w.avif");
    // Its intrinsic size is the `sizes` width the browser computed: the slider's height.
    expect(intrinsic).toEqual([523, 523]);
    // The preload and the picture agree: one file, no wide picture as well.
    expect(requested).toEqual(["/img/home/slide-1-square-700w.avif"]);
  });

  test("a laptop gets the whole picture at its width in AVIF, fetched once", async ({ openContext }) => {
    const { currentSrc, intrinsic, requested } = await firstSlideAt(openContext, 1366);
    expect(currentSrc).toBe("/img/home/slide-1-1200w.avif");
    expect(intrinsic).toEqual([1200, 525]);
    expect(requested).toEqual(["/img/home/slide-1-1200w.avif"]);
  });

  for (const path of ["/", "/ar"]) {
    test(`${path} preloads the first slide in its head and pre-renders the pictures`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const preloads = [
        ...head.matchAll(/<link\b[^>]*rel="preload"[^>]*as="image"[^>]*imagesrcset[^>]*>/gi),
      ].map(([tag]) => tag);
      expect(preloads).toHaveLength(2);
      expect(preloads[0]).toContain('media="(max-width: 480px)"');
      expect(preloads[0]?.toLowerCase()).toContain(
        'imagesrcset="/img/home/slide-1-square-480w.avif 480w, /img/home/slide-1-square-700w.avif 700w"',
      );
      expect(preloads[1]).toContain('media="not all and (max-width: 480px)"');
      expect(preloads[1]?.toLowerCase()).toContain(
        'imagesrcset="/img/home/slide-1-1200w.avif 1200w, /img/home/slide-1-1600w.avif 1600w"',
      );
      for (const tag of preloads) {
        expect(tag).toContain('type="image/avif"');
        expect(tag).toMatch(/\sfetchpriority="high"/i);
        expect(tag).toMatch(/\simagesizes="[^"]+"/i);
      }
      expect(html.match(/<picture class="home-slide__picture">/g)).toHaveLength(4);
      expect(html).toMatch(
        /<img class="home-slide__image"[^>]*width="1600" height="700"[^>]*loading="eager" fetchpriority="high"/i,
      );
      expect(html.match(/<img class="home-slide__image"[^>]*loading="lazy"/g)).toHaveLength(3);
    });
  }
});

test.describe("home page", () => {
  test("has one h1, the quote, and calls to action to /play and /notice", async ({ page, problems }) => {
    await page.goto("/");
    await expect(page).toBeHydrated();
    await expect(page.locator("h1")).toHaveCount(1);
    const quote = page.locator("blockquote");
    for (const value of ["libre", "équité", "respect", "partage"])
      await expect(quote).toContainText(value, { ignoreCase: true });
    await expect(page.locator(".home-welcome a[href='/play']")).toHaveCount(1);
    await expect(page.locator(".home-welcome a[href='/notice']")).toHaveCount(1);
    await page.locator(".home-welcome a[href='/play']").click();
    await expect(page).toHaveURL(/\/play$/);
    await expect(page.getByRole("heading", { level: 1, name: "Rejoindre l'île des Brumes" })).toBeVisible();
    await expect(page.locator("h1")).toHaveCount(1);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
