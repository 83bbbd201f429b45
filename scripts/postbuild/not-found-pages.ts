import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LOCALES, isLocale } from "../../app/i18n/locales";
import { localizePath } from "../../app/i18n/paths";
import { NOT_FOUND_PATH } from "../../app/data/pages";
import { buildSync } from "esbuild";
import { notFoundPage } from "../../server/site-rules";
import type { BuildStep } from "./step";

/**
 * The 404 pages' script (`/not-found.js`): app/routes/not-found.controls.ts and what it imports,
 * bundled on their own for the browser (the pages run no React, see that file), and started.
 */
export function notFoundScript(): string {
  const { outputFiles } = buildSync({
    stdin: {
      contents:
        'import { startNotFoundControls } from "./app/routes/not-found.controls.ts"; startNotFoundControls();',
      resolveDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.."),
      loader: "ts",
    },
    alias: { "~": "./app" },
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2019",
    write: false,
  });
  return outputFiles[0]!.text;
}

/** Keeps the stored-language redirect (an inline script marked with this id); drops React's scripts. */
const KEPT_SCRIPT = /^<script id="locale-redirect"/;

/**
 * The language switcher's links: pre-rendered, they name the 404 page's own address in each language
 * (`/de/404`), which is not a page. A page that does not exist has no version in another language:
 * each link leads to that language's home.
 */
function languageLinksToHomes(html: string, file: string): string {
  const pointed = html.replace(
    /(<a\b[^>]*?\bhref=")([^"]*)("[^>]*\bhrefLang="([a-z]{2})")/gi,
    (link, start: string, href: string, end: string, locale: string) =>
      isLocale(locale) && href === localizePath(locale, NOT_FOUND_PATH)
        ? `${start}${localizePath(locale, "/")}${end}`
        : link,
  );
  const left = LOCALES.map((locale) => localizePath(locale, NOT_FOUND_PATH)).find((path) =>
    pointed.includes(`href="${path}"`),
  );
  if (left) throw new Error(`${file}: a link to ${left}, which is not a page, is left in the 404 page`);
  return pointed;
}

/**
 * Turns each language's pre-rendered not-found route into a script-free `404.html` (see
 * notFoundScript for why), which the servers send with status 404 for unknown paths of that
 * language (`/en/…` → `en/404.html`; any other unknown path → the French `404.html`).
 */
export async function writeNotFoundPages(clientDir: string): Promise<number> {
  for (const locale of LOCALES) {
    const file = path.join(clientDir, notFoundPage(locale));
    const html = await readFile(file, "utf8");
    const stripped = languageLinksToHomes(html, file)
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (script) => (KEPT_SCRIPT.test(script) ? script : ""))
      .replace(/<link rel="modulepreload"[^>]*>/g, "")
      .replace("</body>", '<script src="/not-found.js" defer></script></body>');
    if (!stripped.includes('<script id="locale-redirect"')) {
      throw new Error(`${file}: the stored-language redirect script is missing`);
    }
    if (/<script(?![^>]*(src="\/not-found\.js"|id="locale-redirect"))/.test(stripped)) {
      throw new Error(`${file}: a React script survived in the 404 page`);
    }
    await writeFile(file, stripped);
    await rm(file.replace(/\.html$/, ".data"), { force: true });
  }
  await writeFile(path.join(clientDir, "not-found.js"), notFoundScript());
  return LOCALES.length;
}

const NOT_FOUND_PAGES = new Set(LOCALES.map(notFoundPage));

/** Whether a page file ("/en/404.html") is one of the script-free 404 pages. */
export function isNotFoundPage(page: string): boolean {
  return NOT_FOUND_PAGES.has(page);
}

export const notFoundPagesStep: BuildStep = {
  kind: "build",
  name: "not-found-pages",
  async run({ clientDir }) {
    return { count: await writeNotFoundPages(clientDir), what: "script-free 404 pages, one per language" };
  },
};
