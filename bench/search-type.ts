import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../tools/system-tools";
import { PHONE_CONTEXT, throttle } from "../tools/throttled-phone";
import { median } from "./median";

/** The slow-phone profile's query, typed one key every this many ms (a thumb on a phone keyboard). */
const QUERY = "permis";
const KEY_EVERY_MS = 150;
/** Results that have not shown after this long are reported as such, not waited for. */
const GIVE_UP_MS = 15_000;
const RUNS = 3;

export interface SearchTypeFigures {
  route: string;
  /** Median: first contentful paint, from navigation start. */
  fcpMs: number;
  /** Median: from the last keystroke (its event's time stamp) to the first frame showing a result row. */
  lastKeyToResultMs: number;
  /** Median: from the tap on the search field to the first frame showing a result row. */
  tapToResultMs: number;
  /** Each run's last-keystroke-to-result time. */
  runs: number[];
}

/**
 * Recorded in the page from the start: the first contentful paint, the tap (pointerdown), each key's
 * time stamp (the last one wins), and the first animation frame in which a result row is in the
 * dialog. A string, not a function: the TypeScript runner would wrap named helpers in code the page lacks.
 */
const INSTRUMENT = `(() => {
  const state = (window.__searchBench = { fcp: null, tap: null, lastKey: null, resultAt: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName("first-contentful-paint")) state.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("pointerdown", (event) => {
    if (state.tap === null) state.tap = event.timeStamp;
  }, true);
  document.addEventListener("keydown", (event) => { state.lastKey = event.timeStamp; }, true);
  const check = () => {
    const field = document.querySelector(".notice-search__dialog[open] input");
    // The rows of the whole query: the list is busy while it still shows an earlier query's results.
    if (field && field.value === ${JSON.stringify(QUERY)} &&
      document.querySelector('.notice-search__dialog[open] [role="listbox"]:not([aria-busy="true"]) .search-result'))
      state.resultAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

interface BenchState {
  fcp: number | null;
  tap: number | null;
  lastKey: number | null;
  resultAt: number | null;
}

const readState = (page: Page) => page.evaluate<BenchState>("window.__searchBench");

async function oneRun(baseUrl: string, route: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
  try {
    // A new browser each run: a cold cache, the first query of a visit.
    const context = await browser.newContext(PHONE_CONTEXT);
    await context.addInitScript({ content: INSTRUMENT });
    const page = await context.newPage();
    const cdp = await throttle(page);

    await page.goto(`${baseUrl}${route}`);
    // The player taps once the page answers: after hydration (before it, the field is the GET form's).
    await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 30_000 });
    await page.locator(".notice-search__open .notice-search__field").tap();
    await page.locator(".notice-search__dialog[open] input").waitFor({ timeout: 10_000 });
    // Keys go at a steady pace, whatever the page is doing: sent through the protocol without waiting
    // for the page to handle each one (Playwright's keyboard waits, so a busy page would slow the typing).
    const keys: Promise<unknown>[] = [];
    for (const [index, char] of Array.from(QUERY).entries()) {
      if (index > 0) await new Promise((resolve) => setTimeout(resolve, KEY_EVERY_MS));
      const key = { key: char, code: `Key${char.toUpperCase()}`, text: char, unmodifiedText: char };
      keys.push(cdp.send("Input.dispatchKeyEvent", { type: "keyDown", ...key }));
      keys.push(cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key: char, code: key.code }));
    }
    await Promise.all(keys);
    const started = Date.now();
    let state = await readState(page);
    while (state.resultAt === null && Date.now() - started < GIVE_UP_MS) {
      await page.waitForTimeout(20);
      state = await readState(page);
    }
    const fcpMs = state.fcp ?? Number.NaN;
    if (state.resultAt === null || state.lastKey === null || state.tap === null) {
      return { fcpMs, lastKeyToResultMs: Number.POSITIVE_INFINITY, tapToResultMs: Number.POSITIVE_INFINITY };
    }
    // A result shown before the last key counts as 0: it was there when the player finished typing.
    return {
      fcpMs,
      lastKeyToResultMs: Math.max(0, state.resultAt - state.lastKey),
      tapToResultMs: state.resultAt - state.tap,
    };
  } finally {
    await browser.close();
  }
}

/**
 * On the throttled phone, from a cold cache: open the page, tap the search field once the page is
 * hydrated, type "permis" one key every 150 ms, and time the first result row from the last keystroke.
 */
export async function runSearchTypeBench(
  baseUrl: string,
  routes: readonly string[],
): Promise<SearchTypeFigures[]> {
  const figures: SearchTypeFigures[] = [];
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await oneRun(baseUrl, route));
    figures.push({
      route,
      fcpMs: median(runs.map((run) => run.fcpMs)),
      lastKeyToResultMs: median(runs.map((run) => run.lastKeyToResultMs)),
      tapToResultMs: median(runs.map((run) => run.tapToResultMs)),
      runs: runs.map((run) => run.lastKeyToResultMs),
    });
  }
  return figures;
}
