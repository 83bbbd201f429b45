import { mkdir } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { LOCALES, isLocale, type Locale } from "../app/i18n/locales";
import { localizePath } from "../app/i18n/paths";
import { ensureChromium } from "../tools/system-tools";
import { startSiteServer } from "../server/start";

/**
 * `npm run screenshots -- [--locales fr,ar] [--widths 390,1366] [site paths…]`: full-page Chromium
 * screenshots of the built site into screenshots/{locale}/{width}/, to look at before a commit.
 * It also prints every page wider than its window (sideways scroll). Needs a build.
 */
const DEFAULT_PATHS = [
  "/",
  "/board",
  "/play",
  "/credits",
  "/cgu",
  "/community",
  "/release",
  "/business",
  "/quiz",
  "/notice",
  "/notice/game",
  "/notice/game/justice",
  "/notice/game/justice/court",
  "/notice/technical/installation",
  "/this-page-does-not-exist",
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { locales: { type: "string", default: "fr,ar" }, widths: { type: "string", default: "390,1366" } },
});
const locales = values.locales.split(",").filter((value): value is Locale => isLocale(value));
const widths = values.widths.split(",").map(Number);
const sitePaths = positionals.length > 0 ? positionals : DEFAULT_PATHS;
if (locales.length === 0) throw new Error(`--locales: expected some of ${LOCALES.join(", ")}`);

const server = await startSiteServer({ port: 0 });
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
const overflowing: string[] = [];
try {
  for (const width of widths) {
    for (const locale of locales) {
      // The browser speaks the page's language: no "this page exists in…" suggestion over the shots.
      const context = await browser.newContext({
        viewport: { width, height: width < 700 ? 844 : 900 },
        locale,
      });
      // Offline: embeds and widgets of other sites answer empty.
      await context.route(
        (url) => !url.href.startsWith(server.url),
        (route) => route.fulfill({ status: 200, body: "" }),
      );
      const page = await context.newPage();
      const dir = path.join("screenshots", locale, String(width));
      await mkdir(dir, { recursive: true });
      for (const sitePath of sitePaths) {
        const response = await page.goto(`${server.url}${localizePath(locale, sitePath)}`);
        if (response?.status() !== 404) await page.locator("html[data-hydrated]").waitFor();
        await page.waitForTimeout(400);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (wide > 0) overflowing.push(`${locale} ${width}px ${sitePath}: ${wide}px too wide`);
        const name = sitePath === "/" ? "home" : sitePath.slice(1).replace(/\//g, "_");
        await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(
  `Screenshots in screenshots/ (${locales.join(", ")} × ${widths.join(", ")} px × ${sitePaths.length} pages).`,
);
console.log(overflowing.length ? `Sideways scroll:\n  ${overflowing.join("\n  ")}` : "No sideways scroll.");
