import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** Every pre-rendered page of a build: its `.html` files as site paths ("/notice/game.html"), assets aside. */
export async function pageFiles(clientDir: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (file !== path.join(clientDir, "assets")) await visit(file);
      } else if (entry.name.endsWith(".html")) {
        found.push(`/${path.relative(clientDir, file).split(path.sep).join("/")}`);
      }
    }
  };
  await visit(clientDir);
  return found.sort();
}

/** A change made to a page's HTML after rendering; the page's site path says which page it is. */
export type PageRewrite = (html: string, page: string) => string;

/**
 * Reads each page once, applies the rewrites in order, and writes it back if any changed it.
 * Returns, per rewrite, how many pages it changed.
 */
export async function rewritePages<Name extends string>(
  clientDir: string,
  rewrites: Record<Name, PageRewrite>,
): Promise<Record<Name, number>> {
  const entries = Object.entries(rewrites) as [Name, PageRewrite][];
  const changed = Object.fromEntries(entries.map(([name]) => [name, 0])) as Record<Name, number>;
  for (const page of await pageFiles(clientDir)) {
    const file = path.join(clientDir, page);
    const original = await readFile(file, "utf8");
    let html = original;
    for (const [name, rewrite] of entries) {
      const next = rewrite(html, page);
      if (next !== html) changed[name] += 1;
      html = next;
    }
    if (html !== original) await writeFile(file, html);
  }
  return changed;
}
