import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { splitLocalePath } from "../app/i18n/paths";
import { pageFiles } from "../scripts/postbuild/page-files";
import { reachableChunks } from "../scripts/postbuild/page-catalogues";

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
 * that the deferred hydration script adds after the first paint (scripts/postbuild/defer-hydration.ts).
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
  // The deferred hydration script preloads the page's catalogue with its modules: it is in this list.
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

export interface LazyChunk {
  chunk: string;
  gzip: number;
}

/**
 * The scripts a page loads after its start-up ones, on its own (the map's Leaflet chunk once
 * hydrated) or on demand (the island's model for a spot's height): every chunk its start-up
 * scripts import, lazily too, but the language catalogues, which load at idle for other pages.
 */
export function lazyChunks(route: string): LazyChunk[] {
  const { scripts } = pageWeight(route);
  return [...reachableChunks(CLIENT, scripts, new Set())]
    .filter(
      (chunk) => !scripts.includes(chunk) && !/\/(messages-)?(fr|en|de|es|ru|ar)-[\w-]+\.js$/.test(chunk),
    )
    .map((chunk) => ({
      chunk: path.basename(chunk).replace(/-[\w-]{8}\.js$/, ""),
      gzip: gzipSize(read(chunk)),
    }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** Bytes sent for a file: its precompressed twin, or the file compressed here when the build kept none. */
function sent(file: string, encoding: "br" | "gz"): number {
  if (existsSync(`${file}.${encoding}`)) return readFileSync(`${file}.${encoding}`).length;
  return encoding === "br" ? brotliSize(readFileSync(file)) : gzipSize(readFileSync(file));
}

/** What a page is, for the first-paint budget: the static pages by name, the rulebook's by level. */
function pageKind(sitePath: string): string {
  const parts = sitePath.split("/").filter(Boolean);
  if (parts[0] !== "notice") return sitePath;
  if (parts[1] === "changes") return "/notice/changes";
  return ["/notice", "rulebook type", "rulebook category", "rulebook article"][parts.length - 1] ?? sitePath;
}

export interface FirstPaintBudget {
  kind: string;
  pages: number;
  /** The heaviest page of the kind, in any language, and its HTML plus render-blocking CSS. */
  heaviest: string;
  brotli: number;
  gzip: number;
}

/**
 * HTML plus render-blocking CSS, compressed as the servers send them (the build's .br and .gz
 * files), for every pre-rendered page in every language, grouped by kind of page.
 */
export async function firstPaintBudgets(): Promise<FirstPaintBudget[]> {
  const cssSizes = new Map<string, { brotli: number; gzip: number }>();
  const cssSize = (href: string) => {
    let size = cssSizes.get(href);
    if (!size) {
      size = { brotli: sent(path.join(CLIENT, href), "br"), gzip: sent(path.join(CLIENT, href), "gz") };
      cssSizes.set(href, size);
    }
    return size;
  };
  const byKind = new Map<string, FirstPaintBudget>();
  for (const page of await sitePages()) {
    const file = path.join(CLIENT, page.file);
    const css = renderBlockingCss(readFileSync(file, "utf8")).map(cssSize);
    const brotli = sent(file, "br") + css.reduce((sum, size) => sum + size.brotli, 0);
    const gzip = sent(file, "gz") + css.reduce((sum, size) => sum + size.gzip, 0);
    const kind = pageKind(page.sitePath);
    const known = byKind.get(kind);
    if (!known) byKind.set(kind, { kind, pages: 1, heaviest: page.address, brotli, gzip });
    else {
      known.pages += 1;
      if (brotli > known.brotli) Object.assign(known, { heaviest: page.address, brotli, gzip });
    }
  }
  return [...byKind.values()].sort((a, b) => a.kind.localeCompare(b.kind));
}

/** Pre-rendered pages (404 pages aside) per language, from the build's files. */
export async function countPagesByLanguage(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { locale } of await sitePages()) counts[locale] = (counts[locale] ?? 0) + 1;
  return counts;
}

/** The build's pages (404 pages aside): file, address, language and path within the site. */
async function sitePages() {
  return (await pageFiles(CLIENT))
    .filter((file) => !file.endsWith("404.html"))
    .map((file) => {
      const address = file.replace(/(^|\/)index\.html$/, "/").replace(/\.html$/, "");
      return { file, address, ...splitLocalePath(address) };
    });
}
