import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const CLIENT = path.resolve("build/client");

export const gzipSize = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;
export const brotliSize = (buffer: Buffer) =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** A page is written as `x.html` (or `x/index.html`, the home as `index.html`). */
function pageHtml(route: string): string {
  const asFile = path.join(CLIENT, `${route.replace(/\/$/, "")}.html`);
  const file = route !== "/" && existsSync(asFile) ? asFile : path.join(CLIENT, route, "index.html");
  return readFileSync(file, "utf8");
}

/** Stylesheets linked in the head: they block the first paint. */
export function renderBlockingCss(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
}

/**
 * Every script the page loads at start: module preloads and module scripts, including the preloads
 * that the deferred hydration script adds after the first paint (scripts/build/defer-hydration.ts).
 */
export function initialScripts(html: string): string[] {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);
  for (const [, list] of html.matchAll(/for \(const href of (\[[^\]]*\])\)/g)) {
    preloads.push(...(JSON.parse(list!) as string[]));
  }
  const imports = [...html.matchAll(/import\(?(?:\* as \w+ from )?"(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  return [...new Set([...preloads, ...imports])];
}

const read = (sitePath: string) => readFileSync(path.join(CLIENT, sitePath));

export interface PageWeight {
  route: string;
  htmlBrotli: number;
  htmlGzip: number;
  cssBrotli: number;
  cssGzip: number;
  jsGzip: number;
  scripts: string[];
}

export function pageWeight(route: string): PageWeight {
  const html = pageHtml(route);
  const css = renderBlockingCss(html).map(read);
  const scripts = initialScripts(html);
  return {
    route,
    htmlBrotli: brotliSize(Buffer.from(html)),
    htmlGzip: gzipSize(Buffer.from(html)),
    cssBrotli: css.reduce((sum, file) => sum + brotliSize(file), 0),
    cssGzip: css.reduce((sum, file) => sum + gzipSize(file), 0),
    jsGzip: scripts.reduce((sum, file) => sum + gzipSize(read(file)), 0),
    scripts,
  };
}

/** Routes whose start-up JavaScript contains Leaflet (it should be /board alone). */
export function routesShippingLeaflet(routes: readonly string[]): string[] {
  const leafletChunks = new Set(
    readdirSync(path.join(CLIENT, "assets"))
      .filter(
        (name) =>
          name.endsWith(".js") &&
          readFileSync(path.join(CLIENT, "assets", name), "utf8").includes("leaflet-container"),
      )
      .map((name) => `/assets/${name}`),
  );
  return routes.filter((route) => {
    const html = pageHtml(route);
    return (
      initialScripts(html).some((script) => leafletChunks.has(script)) ||
      [...leafletChunks].some((chunk) => html.includes(chunk))
    );
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
