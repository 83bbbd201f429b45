import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../tools/system-tools";
import { PHONE_CONTEXT, THROTTLED_PHONE, throttle } from "../tools/throttled-phone";
import { median } from "./median";

/** Taps on the menu button until the menu shows, one every this many ms (a player tapping again). */
const TAP_EVERY_MS = 100;
/** A menu that has not opened after this long is reported as such, not waited for. */
const GIVE_UP_MS = 15_000;
const RUNS = 3;

export interface MenuTapFigures {
  route: string;
  /** Median over the runs: first contentful paint, from navigation start. */
  fcpMs: number;
  /** Median: from the first tap (made at the first paint) to the first frame showing the menu. */
  tapToOpenMs: number;
  /** Taps made before the menu showed, in the median run. */
  taps: number;
  /** Each run's tap-to-open time. */
  runs: number[];
}

/**
 * Recorded in the page from the start: the first contentful paint, the time of the first tap (the
 * event's own time stamp: when the finger touched, however busy the page), and the first frame in
 * which the menu shows, whatever opens it (the platform's popover, or a script). Strings, not
 * functions: the TypeScript runner would wrap named helpers in code the page lacks.
 */
const INSTRUMENT = `(() => {
  const state = (window.__menuBench = { fcp: null, firstTap: null, openedAt: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName("first-contentful-paint")) state.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("pointerdown", (event) => {
    if (state.firstTap === null) state.firstTap = event.timeStamp;
  }, true);
  const check = () => {
    const list = document.querySelector(".main-nav__list");
    if (list && getComputedStyle(list).display !== "none") state.openedAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

interface BenchState {
  fcp: number | null;
  firstTap: number | null;
  openedAt: number | null;
}

const readState = (page: Page) =>
  page.evaluate<BenchState>("window.__menuBench ?? { fcp: null, firstTap: null, openedAt: null }");

async function oneRun(baseUrl: string, route: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
  try {
    // A new browser each run: a cold cache.
    const context = await browser.newContext(PHONE_CONTEXT);
    await context.addInitScript({ content: INSTRUMENT });
    const page = await context.newPage();
    await throttle(page);

    await page.goto(`${baseUrl}${route}`, { waitUntil: "commit" });
    let state = await readState(page);
    while (state.fcp === null) {
      await page.waitForTimeout(10);
      state = await readState(page);
    }
    const box = await page.locator(".main-nav__toggle").boundingBox();
    if (!box) throw new Error(`${route}: no menu button at ${THROTTLED_PHONE.viewport.width} px`);
    const started = Date.now();
    let taps = 0;
    while (state.openedAt === null && Date.now() - started < GIVE_UP_MS) {
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      taps += 1;
      await page.waitForTimeout(TAP_EVERY_MS);
      state = await readState(page);
    }
    const fcpMs = state.fcp ?? Number.NaN;
    if (state.openedAt === null || state.firstTap === null) {
      return { fcpMs, tapToOpenMs: Number.POSITIVE_INFINITY, taps };
    }
    return { fcpMs, tapToOpenMs: state.openedAt - state.firstTap, taps };
  } finally {
    await browser.close();
  }
}

/**
 * On the throttled phone, from a tap on the header's menu button made at the first paint (and
 * repeated every 100 ms until the menu shows) to the menu being shown: whether the menu works
 * before the page's scripts have arrived and run.
 */
export async function runMenuTapBench(baseUrl: string, routes: readonly string[]): Promise<MenuTapFigures[]> {
  const figures: MenuTapFigures[] = [];
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await oneRun(baseUrl, route));
    const middle = [...runs].sort((a, b) => a.tapToOpenMs - b.tapToOpenMs)[Math.floor(RUNS / 2)]!;
    figures.push({
      route,
      fcpMs: median(runs.map((run) => run.fcpMs)),
      tapToOpenMs: middle.tapToOpenMs,
      taps: middle.taps,
      runs: runs.map((run) => run.tapToOpenMs),
    });
  }
  return figures;
}
