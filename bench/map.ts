import { chromium } from "@playwright/test";
import { MAP_CATEGORIES } from "../app/data/map";

export interface MapFigures {
  category: string;
  markers: number;
  firstRenderMs: number;
  switchAwayMs: number;
  switchBackMs: number;
}

/**
 * Time for the map to show the largest category's markers after the page loads, and to switch
 * categories, measured inside the page (from the click to the frame where all markers exist).
 */
export async function runMapBench(baseUrl: string): Promise<MapFigures> {
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
    await page.waitForFunction(
      (count) => document.querySelectorAll(".leaflet-marker-icon").length === count,
      largest.points.length,
    );
    const firstRenderMs = Date.now() - start;
    // A string, not a function: the TypeScript runner would wrap named helpers in code the page lacks.
    const switchTo = (id: string, count: number) =>
      page.evaluate<number>(`new Promise((resolve) => {
        const t0 = performance.now();
        document.querySelector('input[name="map-category"][value="${id}"]').click();
        const check = () => document.querySelectorAll(".leaflet-marker-icon").length === ${count}
          ? resolve(performance.now() - t0)
          : requestAnimationFrame(check);
        requestAnimationFrame(check);
      })`);
    const switchAwayMs = await switchTo(other.id, other.points.length);
    const switchBackMs = await switchTo(largest.id, largest.points.length);
    return {
      category: largest.id,
      markers: largest.points.length,
      firstRenderMs,
      switchAwayMs,
      switchBackMs,
    };
  } finally {
    await browser.close();
  }
}
