import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { compileCatalogue } from "../../app/i18n/format-typography.server";

/**
 * Each page receives only the messages its scripts use (the whole catalogue, 7–9 KB gzip,
 * was in every page's start-up JavaScript). The messages of a page are found in its built chunks: the
 * scripts it loads at start-up and every chunk they import, lazily too (the search, the map…), so that
 * a component loaded on demand finds its messages; so are the keys in the page's hydration data. The catalogues themselves
 * (`app/i18n/messages/*.json`) are unchanged; the page's part is written next to the other assets,
 * named by its content, and the deferred hydration script (./defer-hydration.ts) hands it to the
 * client entry. A later navigation to another kind of page uses the language's whole catalogue,
 * which the client loads at idle time after hydration (app/i18n/messages.ts).
 */

/** A module chunk's imports: static (`from"./x.js"`, `import"./x.js"`) and dynamic (`import(\`./x.js\`)`). */
const CHUNK_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["'`](\.\/[^"'`\s]+\.js)["'`]/g;
/** A string that starts like a message key: a whole key, or the fixed start of a built one (`app.credits.link.${kind}`). */
const KEY_LITERAL = /["'`](app\.[\w.-]*)/g;

/** The message keys a script's code names: whole keys, and every key under a prefix it completes at run time. */
export function messageKeysIn(code: string, keys: readonly string[]): Set<string> {
  const known = new Set(keys);
  const found = new Set<string>();
  for (const [, literal] of code.matchAll(KEY_LITERAL)) {
    if (known.has(literal!)) found.add(literal!);
    else if (literal!.endsWith(".")) for (const key of keys) if (key.startsWith(literal!)) found.add(key);
  }
  return found;
}

/**
 * The chunks a page may run: its start-up scripts (site paths such as `/assets/root-1.js`) and
 * everything they import, statically or lazily, but the catalogues (`skip`).
 */
export function reachableChunks(clientDir: string, scripts: readonly string[], skip: ReadonlySet<string>) {
  const seen = new Set<string>();
  const queue = scripts.filter((script) => !skip.has(script));
  while (queue.length > 0) {
    const chunk = queue.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    const code = readFileSync(path.join(clientDir, chunk), "utf8");
    for (const [, relative] of code.matchAll(CHUNK_IMPORT)) {
      const imported = path.posix.join(path.posix.dirname(chunk), relative!);
      if (!skip.has(imported) && !seen.has(imported)) queue.push(imported);
    }
  }
  return seen;
}

const catalogues = new Map<string, Record<string, unknown>>();
const chunkKeys = new Map<string, Set<string>>();
const written = new Map<string, string>();

function compiled(locale: string): Record<string, unknown> {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const file = path.resolve("app/i18n/messages", `${locale}.json`);
    catalogue = compileCatalogue(locale, JSON.parse(readFileSync(file, "utf8")) as Record<string, string>);
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}

/** The message keys the page's chunks use (each chunk read once per build). */
export function pageMessageKeys(
  clientDir: string,
  scripts: readonly string[],
  skip: ReadonlySet<string>,
  keys: readonly string[],
  html = "",
): string[] {
  // The page's hydration data too: a loader may hand a key to a component.
  const used = messageKeysIn(html, keys);
  for (const chunk of reachableChunks(clientDir, scripts, skip)) {
    const cacheKey = `${clientDir}:${chunk}`;
    let found = chunkKeys.get(cacheKey);
    if (!found) {
      found = messageKeysIn(readFileSync(path.join(clientDir, chunk), "utf8"), keys);
      chunkKeys.set(cacheKey, found);
    }
    for (const key of found) used.add(key);
  }
  return keys.filter((key) => used.has(key));
}

/**
 * Writes the page's catalogue (the messages of `locale` its chunks use) as a module in `assets/`,
 * once per distinct content, and returns its site path.
 */
export function writePageCatalogue(
  clientDir: string,
  locale: string,
  html: string,
  scripts: readonly string[],
  skip: ReadonlySet<string>,
): string {
  const catalogue = compiled(locale);
  const keys = pageMessageKeys(clientDir, scripts, skip, Object.keys(catalogue), html);
  const code = `export default ${JSON.stringify(Object.fromEntries(keys.map((key) => [key, catalogue[key]])))};\n`;
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10);
  const sitePath = `/assets/messages-${locale}-${hash}.js`;
  if (written.get(sitePath) !== clientDir) {
    const file = path.join(clientDir, sitePath);
    if (!existsSync(file)) writeFileSync(file, code);
    written.set(sitePath, clientDir);
  }
  return sitePath;
}
