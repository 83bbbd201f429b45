import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { STATIC_PAGE_PATHS } from "../app/data/pages";
import { ensureChromium, ensureNginx } from "../tools/system-tools";
import { renderNginxConfig } from "../scripts/nginx/render-config";
import { BUILD_FILES } from "../server/site-rules";
import { startSiteServer } from "../server/start";
import { runLighthouse, type LighthouseFigures } from "./lighthouse";
import { printObservatoryGrades } from "./observatory";
import { runLoad } from "./load";
import { runMapBench } from "./map";
import { THROTTLED_PHONE } from "../tools/throttled-phone";
import { runMenuTapBench } from "./menu-tap";
import { runSearchTypeBench } from "./search-type";
import { printStartupBreakdown } from "./startup-breakdown";
import {
  countPagesByLanguage,
  firstPaintBudgets,
  kb,
  lazyChunks,
  pageWeight,
  routesShippingLeaflet,
} from "./sizes";
import { nearestTimings } from "./nearest";

// `npm run bench`: prints figures, fails nothing by itself. Targets live in docs/performance.md.
// `npm run bench -- --only map`: the map page alone (Lighthouse three times, map timings).
// `npm run bench -- --only menu`: the phone menu's tap-to-open time alone.
// `npm run bench -- --only slow-phone`: the slow-phone profile beside Lighthouse, for the
// pages of SLOW_PHONE_ROUTES; `--only search`: the rulebook search's last keystroke → first result alone.
// `npm run bench -- --only startup`: each page kind's start-up JavaScript, chunk by chunk (no browser).
// `npm run bench -- --only observatory`: Mozilla Observatory's grade of every page kind on the three hosts.
const ARTICLE = "/notice/game/character/ability";
/** Every kind of page, and the article and the home page in Arabic (right to left, another font fallback). */
const AUDITED = [
  "/",
  ARTICLE,
  "/notice",
  "/credits",
  "/community",
  "/play",
  "/cgu",
  "/business",
  "/release",
  "/quiz",
  "/board",
  "/ar",
  `/ar${ARTICLE}`,
];
/** Lighthouse runs per route: scores move by a few points from run to run, the median is reported. */
const RUNS = 3;
/** The pages of the slow-phone profile: the home page, an article, the rulebook's home (its search), the map. */
const SLOW_PHONE_ROUTES = ["/", ARTICLE, "/notice", "/board"];
const SEARCH_ROUTE = "/notice";
/** One page of each kind, the article in Arabic and Russian too (the longest catalogues), for `--only startup`. */
const STARTUP_ROUTES = [
  ...STATIC_PAGE_PATHS,
  "/notice/changes",
  "/notice/game",
  "/notice/game/character",
  ARTICLE,
  `/ar${ARTICLE}`,
  `/ru${ARTICLE}`,
  "/ar",
];
const onlyMap = process.argv.includes("--only") && process.argv.includes("map");
const onlyMenu = process.argv.includes("--only") && process.argv.includes("menu");
const onlySlowPhone = process.argv.includes("--only") && process.argv.includes("slow-phone");
const onlySearch = process.argv.includes("--only") && process.argv.includes("search");
const onlyStartup = process.argv.includes("--only") && process.argv.includes("startup");
const onlyObservatory = process.argv.includes("--only") && process.argv.includes("observatory");

function table(rows: Record<string, string | number>[]) {
  console.table(rows);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The run whose performance score is the median, so its other figures belong to the same run. */
function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  return [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
}

async function printMapBench(url: string) {
  const startup = pageWeight("/board").jsGzip;
  const lazy = lazyChunks("/board");
  const mapChunk = lazy.find((chunk) => chunk.chunk === "IslandMap.client");
  console.log(
    `\nMap scripts (gzip): start-up ${kb(startup)}, the map's own chunk once hydrated (IslandMap.client, Leaflet ` +
      `included) ${mapChunk ? kb(mapChunk.gzip) : "not found"}: ${kb(startup + (mapChunk?.gzip ?? 0))} in all; ` +
      `on demand: ` +
      (lazy
        .filter((chunk) => chunk !== mapChunk)
        .map((chunk) => `${chunk.chunk} ${kb(chunk.gzip)}`)
        .join(", ") || "nothing"),
  );
  const nearest = nearestTimings();
  console.log(
    `Nearest place of each category, computed in the page when a place is chosen (Node, this machine): ` +
      `${nearest.perPointMs.toFixed(3)} ms a place (median of ${nearest.points}); every place at once ` +
      `${Math.round(nearest.allMs)} ms. The same lists made at build time for every place would weigh ` +
      `${kb(nearest.prebuiltGzip)} gzip more on /board.`,
  );
  console.log("\nMap (desktop Chromium, 1280 × 900; median of the repeated clicks):");
  const map = await runMapBench(url);
  table([
    {
      category: map.category,
      points: map.points,
      "load → map ready (ms)": map.firstRenderMs,
      "switch category (ms)": Math.round(map.switchMs),
      "choose a point (ms)": Math.round(map.selectMs),
    },
  ]);
}

async function printMenuTapBench(url: string) {
  const { latencyMs, downloadKbit, uploadKbit, cpuSlowdown, viewport } = THROTTLED_PHONE;
  console.log(
    `\nPhone menu, tap to open (${viewport.width} px, ${latencyMs} ms latency, ${downloadKbit / 1000} Mbit/s down, ` +
      `${uploadKbit} kbit/s up, CPU × ${cpuSlowdown}, cold cache; a tap at the first paint, again every 100 ms until ` +
      `the menu shows; median of 3 runs):`,
  );
  const ms = (value: number) => (Number.isFinite(value) ? Math.round(value) : "never");
  table(
    (await runMenuTapBench(url, ["/", ARTICLE])).map((figures) => ({
      route: figures.route,
      "FCP (ms)": Math.round(figures.fcpMs),
      "tap → menu open (ms)": ms(figures.tapToOpenMs),
      "taps until open": figures.taps,
      runs: figures.runs.map(ms).join(", "),
    })),
  );
}

/**
 * The slow-phone profile (the throttled phone, cold cache, median of 3 runs each): first
 * paint and tap → menu open on every page of the profile, last keystroke of "permis" → first result
 * row on the rulebook's home, and the start-up JavaScript from the build.
 */
async function printSlowPhoneProfile(url: string, lighthouse: LighthouseFigures[] = []) {
  const { latencyMs, downloadKbit, uploadKbit, cpuSlowdown, viewport } = THROTTLED_PHONE;
  console.log(
    `\nSlow phone (${viewport.width} px, ${latencyMs} ms latency, ${downloadKbit / 1000} Mbit/s down, ` +
      `${uploadKbit} kbit/s up, CPU × ${cpuSlowdown}, cold cache; median of 3 runs; search: tap on the field once ` +
      `hydrated, "permis" one key per 150 ms; Lighthouse beside it):`,
  );
  const ms = (value: number) => (Number.isFinite(value) ? Math.round(value) : "never");
  const menus = await runMenuTapBench(url, SLOW_PHONE_ROUTES);
  const [search] = await runSearchTypeBench(url, [SEARCH_ROUTE]);
  table(
    menus.map((menu) => {
      const weight = pageWeight(menu.route);
      const audit = lighthouse.find((figures) => figures.route.split(" ")[0] === menu.route);
      return {
        route: menu.route,
        "FCP (ms)": Math.round(menu.fcpMs),
        "tap → menu open (ms)": ms(menu.tapToOpenMs),
        "last key → result (ms)":
          menu.route === SEARCH_ROUTE && search
            ? `${ms(search.lastKeyToResultMs)} (${search.runs.map(ms).join(", ")})`
            : "",
        "start-up JS (gzip)": kb(weight.jsGzip),
        "Lighthouse perf": audit ? audit.performance : "",
        "Lighthouse LCP (ms)": audit ? Math.round(audit.lcpMs) : "",
      };
    }),
  );
  if (search) {
    console.log(
      `Search on ${SEARCH_ROUTE}: tap → first result ${ms(search.tapToResultMs)} ms; FCP ${Math.round(search.fcpMs)} ms.`,
    );
  }
}

/** Pre-rendered pages per language, and the weights of the English pages next to the French ones. */
async function printLanguageFigures() {
  const counts = await countPagesByLanguage();
  console.log(
    `\nPre-rendered pages: ${Object.values(counts).reduce((sum, count) => sum + count, 0)} (${Object.entries(
      counts,
    )
      .map(([locale, count]) => `${locale} ${count}`)
      .join(", ")}); before the languages work: 101, French only.`,
  );
  table(
    [...AUDITED.filter((route) => !route.startsWith("/ar"))].map((route) => {
      const french = pageWeight(route);
      const english = pageWeight(route === "/" ? "/en" : `/en${route}`);
      return {
        route,
        "HTML fr (br)": kb(french.htmlBrotli),
        "HTML en (br)": kb(english.htmlBrotli),
        "start-up JS fr (gzip)": kb(french.jsGzip),
        "start-up JS en (gzip)": kb(english.jsGzip),
      };
    }),
  );
}

/** Weights, the map timings and the load test: the figures of a full run. */
async function printSiteFigures(url: string) {
  console.log(
    `Routes whose start-up scripts contain Leaflet: ${routesShippingLeaflet([...STATIC_PAGE_PATHS, ARTICLE]).join(", ") || "none"}\n`,
  );

  await printLanguageFigures();
  console.log("\nWeights (compressed as the servers send them, from the build):");
  table(
    [...AUDITED].map((route) => {
      const weight = pageWeight(route);
      return {
        route,
        "HTML (br)": kb(weight.htmlBrotli),
        "HTML (gzip)": kb(weight.htmlGzip),
        "blocking CSS (br)": kb(weight.cssBrotli),
        "blocking CSS (gzip)": kb(weight.cssGzip),
        "HTML+CSS (br)": kb(weight.htmlBrotli + weight.cssBrotli),
        "HTML+CSS (gzip)": kb(weight.htmlGzip + weight.cssGzip),
        "start-up JS (gzip)": kb(weight.jsGzip),
        "JS budget 120 KB": weight.jsGzip <= 120 * 1024 ? "met" : "over",
      };
    }),
  );

  console.log(
    "\nFirst paint budget: HTML + render-blocking CSS, compressed, heaviest page of each kind in any language, against 14 KB:",
  );
  table(
    (await firstPaintBudgets()).map((budget) => ({
      kind: budget.kind,
      pages: budget.pages,
      heaviest: budget.heaviest,
      brotli: kb(budget.brotli),
      gzip: kb(budget.gzip),
      "14 KB": budget.brotli <= 14 * 1024 ? "met" : "over",
    })),
  );

  await printMapBench(url);
  await printMenuTapBench(url);
  await printObservatoryGrades(url);

  console.log("\nLoad on loopback (autocannon, 10 connections, 5 s each), production server then nginx:");
  const asset = pageWeight("/").scripts[0]!;
  const rows = [await runLoad("node server", `${url}/`), await runLoad("node server", `${url}${asset}`)];
  try {
    const nginxBinary = ensureNginx();
    const port = await freePort();
    const prefix = await mkdtemp(path.join(tmpdir(), "brumes-nginx-bench-"));
    const { confFile } = await renderNginxConfig("build", port, prefix);
    const nginx = spawn(nginxBinary, ["-p", prefix, "-c", confFile], { stdio: "ignore" });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const nginxUrl = `http://127.0.0.1:${port}`;
    rows.push(await runLoad("nginx", `${nginxUrl}/`), await runLoad("nginx", `${nginxUrl}${asset}`));
    nginx.kill("SIGTERM");
  } catch (error) {
    console.log(`nginx not measured: ${(error as Error).message}`);
  }
  table(
    rows.map((row) => ({
      server: row.target,
      path: row.url,
      "requests/s": row.requestsPerSecond,
      "p50 (ms)": row.p50Ms,
      "p99 (ms)": row.p99Ms,
      errors: row.errors,
      "non-2xx": row.non2xx,
    })),
  );
}

/** Lighthouse on the audited routes, then the other figures (the map's alone with `--only map`). */
async function printAllFigures(url: string) {
  const routes = onlyMap ? ["/board"] : onlySlowPhone ? SLOW_PHONE_ROUTES : AUDITED;
  const lighthouse: LighthouseFigures[] = [];
  for (const route of routes) {
    const runs = await runLighthouse(url, Array<string>(RUNS).fill(route));
    lighthouse.push({
      ...medianRun(runs),
      route: `${route} (${runs.map((run) => run.performance).join(", ")})`,
    });
  }
  console.log(
    `Lighthouse ${lighthouse[0]!.lighthouseVersion}, ${lighthouse[0]!.device}, Debian Chromium; median of ${RUNS} runs (each run's score in brackets):`,
  );
  table(
    lighthouse.map((figures) => ({
      route: figures.route,
      performance: figures.performance,
      accessibility: figures.accessibility,
      "best practices": figures.bestPractices,
      SEO: figures.seo,
      "FCP (ms)": Math.round(figures.fcpMs),
      "LCP (ms)": Math.round(figures.lcpMs),
      "TBT (ms)": Math.round(figures.tbtMs),
      CLS: Number(figures.cls.toFixed(3)),
      "JS transferred": kb(figures.scriptBytes),
      "total transferred": kb(figures.totalBytes),
    })),
  );
  console.log(
    "On /community the tweet-timeline script (platform.twitter.com) cannot be fetched from a machine without network: best practices loses that one failed request.",
  );
  const leafletLoaders = lighthouse
    .filter((figures) => figures.scriptUrls.some((url) => /leaflet|IslandMap/i.test(url)))
    .map((f) => f.route);
  console.log(
    `Routes whose requests include the map (Leaflet) chunk: ${leafletLoaders.join(", ") || "none"}`,
  );
  if (onlyMap) await printMapBench(url);
  else if (onlySlowPhone) await printSlowPhoneProfile(url, lighthouse);
  else {
    await printSiteFigures(url);
    await printSlowPhoneProfile(url, lighthouse);
  }
}

if (!existsSync(`build/${BUILD_FILES.buildRecord}`)) {
  console.log("No build yet: building first…");
  spawnSync("npm", ["run", "build"], { stdio: "inherit" });
}
process.env.CHROMIUM_PATH = ensureChromium();
const server = await startSiteServer({ port: 0 });
console.log(
  `\nBench of the build served by the production server at ${server.url} — ${new Date().toISOString()}\n`,
);

try {
  if (onlyStartup) printStartupBreakdown(STARTUP_ROUTES);
  else if (onlyObservatory) await printObservatoryGrades(server.url);
  else if (onlyMenu) await printMenuTapBench(server.url);
  else if (onlySearch) {
    const [search] = await runSearchTypeBench(server.url, [SEARCH_ROUTE]);
    console.log(
      `Search on ${SEARCH_ROUTE}, slow phone: last key → first result ${Math.round(search!.lastKeyToResultMs)} ms ` +
        `(runs ${search!.runs.map(Math.round).join(", ")}), tap → first result ${Math.round(search!.tapToResultMs)} ms`,
    );
  } else await printAllFigures(server.url);
} finally {
  await server.close();
}
