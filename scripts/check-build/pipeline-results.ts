import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { localeFromPath } from "../../app/i18n/paths";
import { BUILD_FILES } from "../../server/site-rules";
import { CATALOGUE_CHUNKS_FILE, type CatalogueChunks } from "../vite-plugins/icu-messages";
import { hydrationHtmlFields, carriesArticleHtml } from "../postbuild/lean-hydration-data";
import { isNotFoundPage } from "../postbuild/not-found-pages";
import { pageMessageKeys } from "../postbuild/page-catalogues";

/** sha256 CSP sources of a page's inline scripts, computed here independently of the build's step. */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([^]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .filter((body) => body.length > 0)
    .map((body) => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
}

/**
 * The page's messages are preloaded with its modules and handed to the client entry, and they hold
 * every message its scripts (start-up and lazily loaded ones) and its hydration data name: a
 * component added later cannot find its message missing from a page's catalogue.
 */
function checkPageCatalogue(
  buildDir: string,
  page: string,
  html: string,
  script: string,
  catalogues: CatalogueChunks,
): string[] {
  const locale = localeFromPath(page.replace(/(\/index)?\.html$/, "") || "/");
  const url = /window\.__pageMessages = ("[^"]+");/.exec(script)?.[1];
  const catalogue = url ? (JSON.parse(url) as string) : undefined;
  if (!catalogue || !script.includes(`"${catalogue}"]`))
    return [`${page}: its messages are not preloaded with its modules`];
  const clientDir = path.join(buildDir, "client");
  const file = path.join(clientDir, catalogue);
  if (!existsSync(file)) return [`${page}: its messages (${catalogue}) are not in the build`];
  const whole = JSON.parse(
    readFileSync(path.resolve("app/i18n/messages", `${locale}.json`), "utf8"),
  ) as Record<string, string>;
  const held = Object.keys(
    JSON.parse(
      readFileSync(file, "utf8")
        .replace(/^export default /, "")
        .replace(/;\s*$/, ""),
    ) as object,
  );
  const skip = new Set(Object.values(catalogues).filter((chunk) => chunk !== undefined));
  const scripts = [...script.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const needed = pageMessageKeys(clientDir, scripts, skip, Object.keys(whole), html);
  const missing = needed.filter((key) => !held.includes(key));
  return missing.length > 0 ? [`${page}: its messages lack ${missing.join(", ")}`] : [];
}

/**
 * What the pipeline's steps promise, checked on the finished pages (one problem per page and promise):
 * no module preload hint in the HTML, exactly one deferred hydration script that preloads the page's
 * messages (all that its scripts use), 404 pages without React, every inline script allowed by its page's CSP hashes, and no
 * article HTML left in the hydration data of the pages that carry articles.
 */
export function checkPipelineResults(buildDir: string, pages: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const csp = JSON.parse(readFileSync(path.join(buildDir, BUILD_FILES.cspManifest), "utf8")) as Record<
    string,
    string[]
  >;
  const catalogues = JSON.parse(
    readFileSync(path.join(buildDir, CATALOGUE_CHUNKS_FILE), "utf8"),
  ) as CatalogueChunks;
  for (const [page, html] of pages) {
    if (/<link\b[^>]*modulepreload/i.test(html))
      problems.push(`${page}: a module preload hint is left in the HTML`);
    const modules = html.match(/<script type="module"[^>]*>[^]*?<\/script>/g) ?? [];
    if (isNotFoundPage(page)) {
      if (modules.length > 0 || html.includes("__reactRouterContext"))
        problems.push(`${page}: the 404 page runs React`);
    } else {
      const deferred = modules.filter((script) => script.includes('"first-contentful-paint"'));
      if (modules.length !== 1 || deferred.length !== 1) {
        problems.push(
          `${page}: ${modules.length} module scripts, expected one hydration script deferred after the first paint`,
        );
      }
      problems.push(...checkPageCatalogue(buildDir, page, html, deferred[0] ?? "", catalogues));
    }
    const allowed = new Set(csp[page] ?? []);
    for (const source of inlineScriptSources(html)) {
      if (!allowed.has(source))
        problems.push(`${page}: an inline script's hash (${source}) is not in its CSP`);
    }
    if (carriesArticleHtml(page)) {
      const left = hydrationHtmlFields(html).filter((value) => value.length > 0);
      if (left.length > 0)
        problems.push(`${page}: ${left.length} article HTML field(s) left in the hydration data`);
    }
  }
  return problems;
}
