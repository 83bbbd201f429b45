import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newContext, waitForHydration, watchProblems } from "./support/browser";

const INTERVAL = 7500;
const VIDEO_DELAY = 300;
const START = new Date("2026-11-22T10:00:00Z");
const PAUSE = new Date("2026-11-22T10:00:01Z");

/** Opens the home page on a paused fake clock: time moves only with runFor. */
async function openHome(options: BrowserContextOptions = {}) {
  const context = await newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.clock.install({ time: START });
  await page.clock.pauseAt(PAUSE);
  await page.goto("/");
  await waitForHydration(page);
  return { context, page, problems };
}

/** Position (1-4) of the current slide, read from both the dots and the visible slide. */
async function currentSlide(page: Page): Promise<number> {
  return page.evaluate(() => {
    const dots = [...document.querySelectorAll(".slider-dot")];
    const fromDots = dots.findIndex((dot) => dot.getAttribute("aria-current") === "true") + 1;
    const slides = [...document.querySelectorAll(".home-slide")];
    const visible = slides.filter((slide) => slide.getAttribute("aria-hidden") === "false");
    const fromSlides = visible.length === 1 ? slides.indexOf(visible[0]!) + 1 : -visible.length;
    return fromDots === fromSlides ? fromDots : -1;
  });
}

const waitForSlide = (page: Page, position: number) =>
  page.waitForFunction(
    (expected) =>
      document.querySelectorAll(".slider-dot")[expected - 1]?.getAttribute("aria-current") === "true" &&
      document.querySelectorAll(".home-slide")[expected - 1]?.getAttribute("aria-hidden") === "false",
    position,
  );

/** Runs one interval and waits for the slide it should show (the next timer is armed after React renders). */
async function nextInterval(page: Page, expected: number) {
  await page.clock.runFor(INTERVAL);
  await waitForSlide(page, expected);
}

const liveMode = (page: Page) => page.locator(".home-slider__slides").getAttribute("aria-live");

async function moveAwayAndBlur(page: Page) {
  await page.mouse.move(5, 780);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

describe("home slider", () => {
  it("shows the first slide, keeps it until 7500 ms, then changes", async () => {
    const { context, page, problems } = await openHome();
    expect(await currentSlide(page)).toBe(1);
    expect(
      await page.getByRole("heading", { level: 2, name: "Découvrez, partagez, incarnez" }).isVisible(),
    ).toBe(true);
    await page.clock.runFor(INTERVAL - 1);
    expect(await currentSlide(page)).toBe(1);
    await page.clock.runFor(1);
    await waitForSlide(page, 2);
    expect(await page.getByRole("heading", { level: 2, name: "Un serveur communautaire" }).isVisible()).toBe(
      true,
    );
    expect(
      await page.getByRole("heading", { level: 2, name: "Découvrez, partagez, incarnez" }).isVisible(),
    ).toBe(false);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("loops from the fourth slide back to the first", async () => {
    const { context, page } = await openHome();
    await nextInterval(page, 2);
    await nextInterval(page, 3);
    await nextInterval(page, 4);
    await nextInterval(page, 1);
    expect(await currentSlide(page)).toBe(1);
    await context.close();
  });

  it("has carousel semantics: labelled slides, numbered dots with aria-current, live region off while playing", async () => {
    const { context, page } = await openHome();
    const region = page.locator("section.home-slider");
    expect(await region.getAttribute("aria-roledescription")).toBe("carrousel");
    expect(await region.getAttribute("aria-label")).toBeTruthy();
    const slides = page.locator(".home-slide");
    expect(await slides.count()).toBe(4);
    expect(await slides.first().getAttribute("role")).toBe("group");
    expect(await slides.first().getAttribute("aria-roledescription")).toBe("diapositive");
    expect(await slides.nth(2).getAttribute("aria-label")).toBe("3 sur 4");
    const dots = page.locator(".slider-dot");
    expect(await dots.allInnerTexts()).toEqual(["1", "2", "3", "4"]);
    expect(await dots.nth(1).getAttribute("aria-label")).toBe("Diapositive 2 sur 4");
    expect(await page.locator('.slider-dot[aria-current="true"]').count()).toBe(1);
    expect(await liveMode(page)).toBe("off");
    for (const index of [1, 2, 3, 4]) {
      const image = page.locator(".home-slide__image").nth(index - 1);
      expect(await image.getAttribute("src")).toBe(`/img/home/slide-${index}.webp`);
    }
    await context.close();
  });

  it("selects a slide with its dot and restarts the interval from there", async () => {
    const { context, page } = await openHome();
    await page.getByRole("button", { name: "Diapositive 3 sur 4" }).click();
    await waitForSlide(page, 3);
    await moveAwayAndBlur(page);
    await page.clock.runFor(INTERVAL - 1);
    expect(await currentSlide(page)).toBe(3);
    await page.clock.runFor(1);
    await waitForSlide(page, 4);
    await context.close();
  });

  it("pauses while the pointer is over it and resumes when it leaves", async () => {
    const { context, page } = await openHome();
    await page.locator(".home-slide__content").first().hover();
    await page.waitForFunction(
      () => document.querySelector(".home-slider__slides")?.getAttribute("aria-live") === "polite",
    );
    await page.clock.runFor(INTERVAL * 3);
    expect(await currentSlide(page)).toBe(1);
    await page.mouse.move(5, 780);
    await page.waitForFunction(
      () => document.querySelector(".home-slider__slides")?.getAttribute("aria-live") === "off",
    );
    await nextInterval(page, 2);
    await context.close();
  });

  it("pauses while focus is inside it and resumes when focus leaves", async () => {
    const { context, page } = await openHome();
    await page.locator(".slider-dot").first().focus();
    await page.waitForFunction(
      () => document.querySelector(".home-slider__slides")?.getAttribute("aria-live") === "polite",
    );
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.classList.contains("slider-dot"))).toBe(true);
    await page.clock.runFor(INTERVAL * 2);
    expect(await currentSlide(page)).toBe(1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForFunction(
      () => document.querySelector(".home-slider__slides")?.getAttribute("aria-live") === "off",
    );
    await nextInterval(page, 2);
    await context.close();
  });

  it("stops with the pause button until the play button is pressed", async () => {
    const { context, page } = await openHome();
    await page.getByRole("button", { name: "Mettre en pause le défilement" }).click();
    await moveAwayAndBlur(page);
    await page.clock.runFor(INTERVAL * 2);
    expect(await currentSlide(page)).toBe(1);
    expect(await liveMode(page)).toBe("polite");
    await page.getByRole("button", { name: "Reprendre le défilement" }).click();
    await moveAwayAndBlur(page);
    await nextInterval(page, 2);
    await context.close();
  });

  it("does not start on its own when reduced motion is asked for", async () => {
    const { context, page } = await openHome({ reducedMotion: "reduce" });
    await page.getByRole("button", { name: "Reprendre le défilement" }).waitFor();
    await page.clock.runFor(INTERVAL * 3);
    expect(await currentSlide(page)).toBe(1);
    expect(await liveMode(page)).toBe("polite");
    await context.close();
  });
});

describe("home video", () => {
  it("has no source before 300 ms, gets it at 300 ms, with French and English captions", async () => {
    const { context, page, problems } = await openHome();
    const video = page.locator("video.home-video__player");
    expect(await video.getAttribute("poster")).toBe("/media/video-poster.webp");
    expect(await video.locator("source").count()).toBe(0);
    await page.clock.runFor(VIDEO_DELAY - 1);
    expect(await video.locator("source").count()).toBe(0);
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toBe("");
    await page.clock.runFor(1);
    await page.waitForFunction(
      () =>
        document.querySelector("video.home-video__player source")?.getAttribute("src") === "/media/video.mp4",
    );
    const state = await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      playsInline: element.playsInline,
      tracks: [...element.querySelectorAll("track")].map((track) => ({
        src: track.getAttribute("src"),
        srclang: track.srclang,
        kind: track.kind,
        default: track.default,
      })),
    }));
    expect(state).toMatchObject({ muted: true, loop: true, playsInline: true });
    expect(state.tracks).toEqual(
      expect.arrayContaining([
        { src: "/st.fr.vtt", srclang: "fr", kind: "captions", default: true },
        { src: "/st.vtt", srclang: "en", kind: "captions", default: false },
      ]),
    );
    expect(state.tracks).toHaveLength(2);
    // Muted, it starts on its own once it has its source.
    await page.waitForFunction(
      () => !document.querySelector<HTMLVideoElement>("video.home-video__player")!.paused,
    );
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it("does not start on its own under reduced motion", async () => {
    const { context, page } = await openHome({ reducedMotion: "reduce" });
    await page.clock.runFor(VIDEO_DELAY);
    await page.waitForFunction(() => document.querySelector("video.home-video__player source") !== null);
    await page.waitForFunction(
      () => document.querySelector<HTMLVideoElement>("video.home-video__player")!.readyState >= 1,
    );
    expect(
      await page.locator("video.home-video__player").evaluate((video: HTMLVideoElement) => video.paused),
    ).toBe(true);
    await context.close();
  });

  it("is pre-rendered without a source", async () => {
    const context = await newContext();
    const response = await context.request.get("/");
    const html = await response.text();
    expect(html).toContain('class="home-video__player"');
    expect(html).not.toMatch(/<source[^>]*video\.mp4/);
    await context.close();
  });
});

describe("home page", () => {
  it("has one h1, the quote, and calls to action to /play and /notice", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto("/");
    await waitForHydration(page);
    expect(await page.locator("h1").count()).toBe(1);
    const quote = await page.locator("blockquote").innerText();
    for (const value of ["libre", "équité", "respect", "partage"])
      expect(quote.toLowerCase()).toContain(value);
    expect(await page.locator(".home-welcome a[href='/play']").count()).toBe(1);
    expect(await page.locator(".home-welcome a[href='/notice']").count()).toBe(1);
    await page.locator(".home-welcome a[href='/play']").click();
    await page.waitForURL("**/play");
    await page.getByRole("heading", { level: 1, name: "Rejoindre l'île des Brumes" }).waitFor();
    expect(await page.locator("h1").count()).toBe(1);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
