import { existsSync } from "node:fs";
import { readdir, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { prerenderPaths } from "../../app/prerender-paths.server";
import { BuildStepError, type BuildStep } from "./step";

/**
 * Renames each pre-rendered `x/index.html` to `x.html` (the home page stays `index.html`): a page
 * file named after its address is served at that address, without a trailing slash, by the Node
 * server, nginx and Cloudflare Pages alike (docs/decisions/0007-static-hosting-layout.md).
 */
export async function flattenPages(clientDir: string): Promise<number> {
  let moved = 0;
  const visit = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) await visit(path.join(dir, entry.name));
    }
    if (dir === clientDir) return;
    const index = path.join(dir, "index.html");
    const entries = await readdir(dir);
    if (!entries.includes("index.html")) return;
    await rename(index, `${dir}.html`);
    moved += 1;
    if (entries.length === 1) await rmdir(dir);
  };
  await visit(clientDir);
  // React Router's page for paths that were not pre-rendered: every unknown path gets a 404 instead.
  await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });
  return moved;
}

/** The file a pre-rendered page path is written to once flattened ("/" is index.html, "/en" en.html). */
export function flatPageFile(pagePath: string): string {
  return pagePath === "/" ? "/index.html" : `${pagePath}.html`;
}

export const flatPagesStep: BuildStep = {
  kind: "build",
  name: "flat-pages",
  async run({ clientDir }) {
    await flattenPages(clientDir);
    // Every pre-rendered path must now be a file named after its address.
    const pages = (await prerenderPaths()).filter((pagePath) => !path.extname(pagePath));
    for (const pagePath of pages) {
      if (!existsSync(path.join(clientDir, flatPageFile(pagePath)))) {
        throw new BuildStepError(
          "flat-pages",
          pagePath,
          `React Router wrote no page for it (expected ${flatPageFile(pagePath)})`,
        );
      }
    }
    return { count: pages.length, what: "pre-rendered pages, each a file named after its address (x.html)" };
  },
};
