import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "../tools/system-tools";

export interface LighthouseFigures {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  stylesheetBytes: number;
  totalBytes: number;
  scriptUrls: string[];
  /** The Lighthouse version and the emulated device, as the report states them. */
  lighthouseVersion: string;
  device: string;
}

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

/** Lighthouse (mobile emulation, simulated throttling) on each route, one Chromium for all. */
export async function runLighthouse(
  baseUrl: string,
  routes: readonly string[],
): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const results: LighthouseFigures[] = [];
  try {
    for (const route of routes) {
      const runner = await lighthouse(`${baseUrl}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const lhr = runner!.lhr;
      // A run that failed (no paint recorded, a timeout) scores 0: say why instead of letting it pass as a figure.
      if (lhr.runtimeError)
        console.log(
          `Lighthouse run of ${route} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
        );
      const requests = ((
        lhr.audits["network-requests"]?.details as { items?: Record<string, unknown>[] } | undefined
      )?.items ?? []) as {
        url: string;
        resourceType?: string;
        transferSize?: number;
      }[];
      const sum = (type: string) =>
        requests
          .filter((request) => request.resourceType === type)
          .reduce((total, request) => total + (request.transferSize ?? 0), 0);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      results.push({
        route,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? NaN,
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        scriptBytes: sum("Script"),
        stylesheetBytes: sum("Stylesheet"),
        totalBytes: requests.reduce((total, request) => total + (request.transferSize ?? 0), 0),
        scriptUrls: requests
          .filter((request) => request.resourceType === "Script")
          .map((request) => request.url),
        lighthouseVersion: lhr.lighthouseVersion,
        device: `${lhr.configSettings.formFactor}, ${lhr.configSettings.screenEmulation.width}×${lhr.configSettings.screenEmulation.height}, ${lhr.configSettings.throttlingMethod} throttling (${lhr.configSettings.throttling.cpuSlowdownMultiplier}× CPU)`,
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
