import { chromium, type Page } from "@playwright/test";
import { readMapData } from "../app/map/read.server";
import { median } from "./median";

export interface MapFigures {
  category: string;
  points: number;
  /** From navigation to the map holding every point of the category (clustered or not). */
  firstRenderMs: number;
  /** Median, from the click on a category to the painted frame with its list and markers. */
  switchMs: number;
  /** Median, from the click on a list entry to the painted frame with its card and marker. */
  selectMs: number;
}

const REPEATS = 5;

/**
 * Times measured inside the page, from the click to the first frame painted after the result is
 * in the page (a double requestAnimationFrame: the frame after the one that has it). Strings, not
 * functions, are evaluated: the TypeScript runner would wrap named helpers in code the page lacks.
 */
function timeClick(page: Page, clickSelector: string, doneCondition: string): Promise<number> {
  return page.evaluate<number>(`new Promise((resolve) => {
    const t0 = performance.now();
    document.querySelector(${JSON.stringify(clickSelector)}).click();
    const check = () => (${doneCondition})
      ? requestAnimationFrame(() => resolve(performance.now() - t0))
      : requestAnimationFrame(check);
    check();
  })`);
}

/** Waits in the page until a condition holds (a string: the page's CSP forbids waitForFunction's eval). */
function waitInPage(page: Page, condition: string): Promise<unknown> {
  return page.evaluate(`new Promise((resolve) => {
    const check = () => (${condition}) ? resolve(true) : requestAnimationFrame(check);
    check();
  })`);
}

/** The map is ready with this category's points, and the list shows them. */
const shows = (id: string, count: number) =>
  `document.querySelector('input[name="map-category"][value="${id}"]').checked
    && document.querySelector('.island-map')?.dataset.ready === 'true'
    && document.querySelector('.island-map')?.dataset.points === '${count}'`;

/**
 * Desktop Chromium: time for the map to hold the largest category's points after the page loads,
 * to switch categories and to choose a point from the list.
 */
export async function runMapBench(baseUrl: string): Promise<MapFigures> {
  const MAP_CATEGORIES = readMapData().categories;
  const largest = [...MAP_CATEGORIES].sort((a, b) => b.points.length - a.points.length)[0]!;
  const other = MAP_CATEGORIES.find((category) => category.id !== largest.id)!;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const start = Date.now();
    await page.goto(`${baseUrl}/board${largest.id === "enterprise" ? "" : `?category=${largest.id}`}`);
    await waitInPage(page, shows(largest.id, largest.points.length));
    const firstRenderMs = Date.now() - start;

    const switches: number[] = [];
    const selections: number[] = [];
    for (let i = 0; i < REPEATS; i += 1) {
      switches.push(
        await timeClick(
          page,
          `input[name="map-category"][value="${other.id}"]`,
          shows(other.id, other.points.length),
        ),
        await timeClick(
          page,
          `input[name="map-category"][value="${largest.id}"]`,
          shows(largest.id, largest.points.length),
        ),
      );
      // A row the list has drawn (it draws only the rows in view).
      const row = `.poi-list__option:nth-of-type(${i + 2})`;
      selections.push(
        await timeClick(
          page,
          row,
          `document.querySelector('${row}')?.getAttribute('aria-selected') === 'true'
            && document.querySelector('.poi-card')
            && document.querySelector('.leaflet-marker-icon.poi-marker--selected')`,
        ),
      );
      await page.keyboard.press("Escape");
      await waitInPage(page, `!document.querySelector('.poi-card')`);
    }
    return {
      category: largest.id,
      points: largest.points.length,
      firstRenderMs,
      switchMs: median(switches),
      selectMs: median(selections),
    };
  } finally {
    await browser.close();
  }
}
