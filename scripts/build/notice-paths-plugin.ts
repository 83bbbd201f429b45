import { readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:notice-paths";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Rulebook paths from the content folders' names; a cheap listing, the content is validated elsewhere. */
export function listNoticePaths(contentDir = path.resolve("content/notice")): string[] {
  const paths: string[] = [];
  const dirs = (dir: string) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  for (const type of dirs(contentDir)) {
    paths.push(`/notice/${type}`);
    for (const category of dirs(path.join(contentDir, type))) {
      paths.push(`/notice/${type}/${category}`);
      for (const file of readdirSync(path.join(contentDir, type, category))) {
        if (file.endsWith(".md")) paths.push(`/notice/${type}/${category}/${file.slice(0, -3)}`);
      }
    }
  }
  return paths.sort();
}

/**
 * `virtual:notice-paths`: the list of rulebook paths, so that client-side navigation can send an
 * unknown rulebook path to /notice without asking the server.
 */
export function noticePathsPlugin(): Plugin {
  return {
    name: "brumes-notice-paths",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(path.resolve("content/notice"));
      return `export default ${JSON.stringify(listNoticePaths())};`;
    },
  };
}
