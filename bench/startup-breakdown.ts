import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSize, kb, pageWeight } from "./sizes";

/**
 * Each page's start-up scripts (the deferred hydration script's preloads and imports, as
 * `bench/sizes.ts` counts them) with each chunk's gzip size, largest first: what the 120 KB budget
 * (docs/performance.md) is made of.
 */
export function startupBreakdown(routes: readonly string[]) {
  return routes.map((route) => {
    const weight = pageWeight(route);
    const chunks = weight.scripts
      .map((script) => ({
        chunk: path.basename(script).replace(/-[\w-]{8}\.js$/, ""),
        gzip: gzipSize(readFileSync(path.join("build/client", script))),
      }))
      .sort((a, b) => b.gzip - a.gzip);
    return { route, total: weight.jsGzip, chunks };
  });
}

export function printStartupBreakdown(routes: readonly string[]) {
  for (const page of startupBreakdown(routes)) {
    const over = page.total <= 120 * 1024 ? "" : ", over 120 KB";
    console.log(`${page.route}: ${kb(page.total)} gzip${over}`);
    console.log(`  ${page.chunks.map((chunk) => `${chunk.chunk} ${kb(chunk.gzip)}`).join(", ")}`);
  }
}
