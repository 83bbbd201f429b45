import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { STATIC_PAGE_PATHS } from "../app/data/pages";
import { ensureChromium, ensureNginx } from "../e2e/support/system-tools";
import { renderNginxConfig } from "../scripts/nginx/render-config";
import { startSiteServer } from "../server/start";
import { runLighthouse } from "./lighthouse";
import { runLoad } from "./load";
import { runMapBench } from "./map";
import { kb, pageWeight, routesShippingLeaflet } from "./sizes";

// `npm run bench`: prints figures, fails nothing by itself. Targets live in docs/performance.md.
const AUDITED = ["/", "/notice/game/character/ability", "/credits", "/board", "/community"];
const ARTICLE = "/notice/game/character/ability";

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

if (!existsSync("build/client/404.html")) {
  console.log("No build yet: building first…");
  spawnSync("npm", ["run", "build"], { stdio: "inherit" });
}
process.env.CHROMIUM_PATH = ensureChromium();
const server = await startSiteServer({ port: 0 });
console.log(
  `\nBench of the build served by the production server at ${server.url} — ${new Date().toISOString()}\n`,
);

try {
  console.log("Lighthouse 12 (mobile emulation, simulated slow 4G), Debian Chromium:");
  const lighthouse = await runLighthouse(server.url, AUDITED);
  table(
    lighthouse.map((figures) => ({
      route: figures.route,
      performance: figures.performance,
      accessibility: figures.accessibility,
      "best practices": figures.bestPractices,
      SEO: figures.seo,
      "LCP (ms)": Math.round(figures.lcpMs),
      "TBT (ms)": Math.round(figures.tbtMs),
      CLS: Number(figures.cls.toFixed(3)),
      "JS transferred": kb(figures.scriptBytes),
      "CSS transferred": kb(figures.stylesheetBytes),
    })),
  );
  const leafletLoaders = lighthouse
    .filter((figures) => figures.scriptUrls.some((url) => /leaflet|IslandMap/i.test(url)))
    .map((f) => f.route);
  console.log(
    `Routes whose requests include the map (Leaflet) chunk: ${leafletLoaders.join(", ") || "none"}`,
  );
  console.log(
    `Routes whose start-up scripts contain Leaflet: ${routesShippingLeaflet([...STATIC_PAGE_PATHS, ARTICLE]).join(", ") || "none"}\n`,
  );

  console.log("Weights (compressed as the servers send them, from the build):");
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
      };
    }),
  );

  console.log("\nMap (largest category):");
  const map = await runMapBench(server.url);
  table([
    {
      category: map.category,
      markers: map.markers,
      "load → all markers (ms)": map.firstRenderMs,
      "switch away (ms)": Math.round(map.switchAwayMs),
      "switch back (ms)": Math.round(map.switchBackMs),
    },
  ]);

  console.log("\nLoad on loopback (autocannon, 10 connections, 5 s each), production server then nginx:");
  const asset = pageWeight("/").scripts[0]!;
  const rows = [
    await runLoad("node server", `${server.url}/`),
    await runLoad("node server", `${server.url}${asset}`),
  ];
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
} finally {
  await server.close();
}
