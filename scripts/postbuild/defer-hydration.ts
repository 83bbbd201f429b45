import { readFileSync } from "node:fs";
import path from "node:path";
import { localeFromPath } from "../../app/i18n/paths";
import { CATALOGUE_CHUNKS_FILE, type CatalogueChunks } from "../vite-plugins/icu-messages";
import { isNotFoundPage } from "./not-found-pages";
import { writePageCatalogue } from "./page-catalogues";
import type { BuildContext, PageStep } from "./step";

/**
 * React Router ends each pre-rendered page with module preload hints and a module script that
 * imports the manifest, the route modules and the client entry. All of them are fetched at high
 * priority while the HTML and the stylesheet that the first paint needs are still arriving.
 *
 * This step rewrites that script so that the page paints first: the preload hints leave the HTML,
 * and once the first contentful paint is done the script adds them back (so the modules still load side by
 * side, not one level of imports after another) and imports the same modules as before. Hydration
 * then runs as it did; until it does, the page is complete HTML whose links work.
 *
 * The page's message catalogue, which the client entry imports before hydrating, is preloaded with
 * the other modules, so that it does not wait for the entry to run; the script tells the entry its
 * address (`window.__pageMessages`). It holds only the messages the page's scripts use
 * (./page-catalogues.ts).
 *
 * The matchers are strict on purpose: a hint or a script of another shape (React Router's `nonce`,
 * `crossOrigin` or integrity options, a new line in its script) fails the build instead of being
 * left in the page.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const HYDRATION_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (route\d+) from )?("[^"]+");$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^\n]*\});$/;
const ENTRY_IMPORT = /^import\(("[^"]+")\);$/;

/** What the original script does, read line by line; null when the page has no such script. */
function readHydrationScript(body: string) {
  const modules: { name: string | undefined; url: string }[] = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const line of body
    .split("\n")
    .map((text) => text.trim())
    .filter(Boolean)) {
    const staticImport = STATIC_IMPORT.exec(line);
    const assignment = ROUTE_MODULES.exec(line);
    const entryImport = ENTRY_IMPORT.exec(line);
    if (staticImport) modules.push({ name: staticImport[1], url: staticImport[2]! });
    else if (assignment) routeModules = assignment[1];
    else if (entryImport) entry = entryImport[1];
    // Anything else means React Router's output changed: better to fail the build than guess.
    else throw new Error(`defer-hydration: unexpected line in the hydration script: ${line}`);
  }
  if (!routeModules || !entry || modules.length === 0) {
    throw new Error("defer-hydration: the hydration script lacks its imports, route modules or entry");
  }
  return { modules, routeModules, entry };
}

/** The page with its hydration started after its first contentful paint, its catalogue preloaded with its modules. */
export function deferHydration(html: string, catalogue: string): string {
  const scripts = html.match(new RegExp(HYDRATION_SCRIPT.source, "g")) ?? [];
  if (scripts.length !== 1) {
    throw new Error(
      `expected one hydration script (<script type="module" async="">), found ${scripts.length}`,
    );
  }
  const found = HYDRATION_SCRIPT.exec(html)!;
  const { modules, routeModules, entry } = readHydrationScript(found[1]!);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  if (preloads.length === 0)
    throw new Error('no module preload hints (<link rel="modulepreload" href="…"/>)');
  const names = modules.map((module) => module.name ?? "");
  const script = [
    "const start = () => {",
    `  for (const href of ${JSON.stringify([...preloads, catalogue])}) {`,
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = href;",
    "    document.head.append(link);",
    "  }",
    `  return Promise.all([${modules.map((module) => `import(${module.url})`).join(", ")}])`,
    `    .then(([${names.join(", ")}]) => {`,
    `      window.__reactRouterRouteModules = ${routeModules};`,
    `      window.__pageMessages = ${JSON.stringify(catalogue)};`,
    `      return import(${entry});`,
    "    });",
    "};",
    // The first contentful paint is reported to a PerformanceObserver; the start is a task queued
    // after it (a message, not a timer: a page whose timers are held, as in the clock-driven tests,
    // still hydrates). Without paint timing, it starts at once.
    "let started = false;",
    "const afterPaint = () => {",
    "  if (started) return;",
    "  started = true;",
    "  const channel = new MessageChannel();",
    "  channel.port1.onmessage = start;",
    "  channel.port2.postMessage(null);",
    "};",
    'if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
    "  new PerformanceObserver((list, observer) => {",
    '    if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
    "    observer.disconnect();",
    "    afterPaint();",
    '  }).observe({ type: "paint", buffered: true });',
    "} else afterPaint();",
  ].join("\n");
  const deferred = html
    .replace(MODULE_PRELOAD, "")
    .replace(HYDRATION_SCRIPT, () => `<script type="module">${script}</script>`);
  // Any hint left is one of a shape the matcher does not know: it would still compete with the first paint.
  const left = /<link\b[^>]*\bmodulepreload\b[^>]*>/i.exec(deferred);
  if (left) throw new Error(`a module preload hint of an unknown shape is left in the page: ${left[0]}`);
  return deferred;
}

/** The scripts the page loads at start-up (preloads and imports of its hydration script), before this step. */
export function startupScripts(html: string): string[] {
  const found = HYDRATION_SCRIPT.exec(html);
  if (!found) return [];
  const { modules, entry } = readHydrationScript(found[1]!);
  const urls = [
    ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!),
    ...modules.map((module) => JSON.parse(module.url) as string),
    JSON.parse(entry) as string,
  ];
  return [...new Set(urls)];
}

const chunksByBuild = new Map<string, CatalogueChunks>();

/** The catalogue chunks the ICU plugin recorded for this build (assets URL per language). */
function catalogueChunks(buildDir: string): CatalogueChunks {
  let chunks = chunksByBuild.get(buildDir);
  if (!chunks) {
    const file = path.join(buildDir, CATALOGUE_CHUNKS_FILE);
    chunks = JSON.parse(readFileSync(file, "utf8")) as CatalogueChunks;
    chunksByBuild.set(buildDir, chunks);
  }
  return chunks;
}

export const deferHydrationStep: PageStep = {
  kind: "page",
  name: "defer-hydration",
  what: "pages start hydrating after their first paint, their own messages preloaded with their modules",
  // Every page runs React, but the 404 pages, made script-free before this step.
  expects: (page) => !isNotFoundPage(page),
  rewrite(html, page, context: BuildContext) {
    if (!this.expects(page)) return html;
    const locale = localeFromPath(page.replace(/(\/index)?\.html$/, "") || "/");
    const chunks = catalogueChunks(context.buildDir);
    if (!chunks[locale])
      throw new Error(`no catalogue chunk recorded for "${locale}" in ${CATALOGUE_CHUNKS_FILE}`);
    const skip = new Set(Object.values(chunks).filter((chunk) => chunk !== undefined));
    const catalogue = writePageCatalogue(context.clientDir, locale, html, startupScripts(html), skip);
    return deferHydration(html, catalogue);
  },
};
