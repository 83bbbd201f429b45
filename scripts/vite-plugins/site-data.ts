import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { readBusiness } from "../../app/data/business.server.ts";
import { readCredits } from "../../app/data/credits/read.server.ts";
import { readMapData } from "../../app/map/read.server.ts";
import { readSocialLinks } from "../../app/data/social.server.ts";
import {
  readSearchVocabularies,
  SEARCH_VOCABULARY_DIR,
  VOCABULARY_LOCALES,
} from "../../app/data/search-vocabulary.server.ts";

/** Each virtual module, the content folders it reads, and its exports from the readers. */
const MODULES: Record<
  string,
  {
    watch: readonly string[];
    exports: (root: string) => Record<string, unknown>;
    /** What the module exports in development while its content has a mistake (./content-errors.ts shows it). */
    empty: Record<string, unknown>;
  }
> = {
  "virtual:map-data": {
    watch: ["content/map", "content/notice"],
    exports: (root) => {
      const { categories, places, kinds } = readMapData(root);
      // A kind's names were only needed to find its points; its words are the search's (below).
      return {
        categories,
        places,
        kinds: kinds.map(({ names: _names, keywords: _words, alsoFound: _also, ...kind }) => kind),
      };
    },
    empty: { categories: [], places: [], kinds: [] },
  },
  "virtual:map-kind-words": {
    watch: ["content/map"],
    exports: (root) => {
      const { kinds } = readMapData(root);
      return {
        words: Object.fromEntries(kinds.map((kind) => [kind.id, kind.keywords])),
        alsoFound: Object.fromEntries(
          kinds.flatMap((kind) => (kind.alsoFound ? [[kind.id, kind.alsoFound]] : [])),
        ),
      };
    },
    empty: { words: {}, alsoFound: {} },
  },
  "virtual:credits": {
    watch: ["content/credits", "public/img/team", "public/img/others"],
    exports: (root) => ({ ...readCredits(root) }),
    empty: { team: [], contributors: [], others: [] },
  },
  "virtual:business": {
    watch: ["content/business.json"],
    exports: (root) => ({ ...readBusiness(root) }),
    empty: { games: [] },
  },
  "virtual:social": {
    watch: ["content/social.json"],
    exports: (root) => ({ links: readSocialLinks(root) }),
    empty: { links: [] },
  },
  // One module per language, so that a page loads its own language's vocabulary only.
  ...Object.fromEntries(
    VOCABULARY_LOCALES.map((locale) => [
      `virtual:search-vocabulary/${locale}`,
      {
        watch: [SEARCH_VOCABULARY_DIR],
        exports: (root: string) => ({ topics: readSearchVocabularies(root)[locale] }),
        empty: { topics: [] },
      },
    ]),
  ),
};

/**
 * `virtual:map-data`, `virtual:map-kind-words` (the words the map's search matches, loaded by the
 * search when first used), `virtual:credits`, `virtual:business`, `virtual:social`,
 * `virtual:search-vocabulary/<language>`: the data staff keep
 * in content/ (JSON), read and validated by the same readers as `npm run check:content`, the tests
 * and the scripts, emitted as plain literals: the browser gets the data and no validation code.
 * A bad file fails the build (or shows Vite's error overlay) with the file and the field; the dev
 * server reloads the page when one changes.
 */
export function siteDataPlugin(): Plugin {
  let root = process.cwd();
  let serving = false;
  const resolved = (id: string) => `\0${id}`;
  return {
    name: "brumes-site-data",
    configResolved(config) {
      root = config.root;
      serving = config.command === "serve";
    },
    resolveId: (id) => (id in MODULES ? resolved(id) : undefined),
    load(id) {
      const name = Object.keys(MODULES).find((candidate) => resolved(candidate) === id);
      if (!name) return undefined;
      const module = MODULES[name]!;
      // Folders are watched in configureServer: Vite resolves a watch file as an import in the
      // browser, and a folder made `virtual:map-data` fail with a 500 in development.
      let exports: Record<string, unknown>;
      try {
        exports = module.exports(root);
      } catch (error) {
        // In development a mistake takes down only the pages that show it (./content-errors.ts):
        // the other pages importing this module still load. The build stops here.
        if (!serving) throw error;
        exports = module.empty;
      }
      return Object.entries(exports)
        .map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`)
        .join("\n");
    },
    configureServer(server: ViteDevServer) {
      const folders = Object.values(MODULES).flatMap((module) =>
        module.watch.map((folder) => path.join(root, folder)),
      );
      server.watcher.add(folders);
      const onChange = (file: string) => {
        const names = Object.keys(MODULES).filter((name) =>
          MODULES[name]!.watch.some((folder) => file.startsWith(path.join(root, folder))),
        );
        if (names.length === 0) return;
        for (const name of names) {
          for (const environment of Object.values(server.environments)) {
            const node = environment.moduleGraph.getModuleById(resolved(name));
            if (node) environment.moduleGraph.invalidateModule(node);
          }
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("change", onChange);
      server.watcher.on("add", onChange);
      server.watcher.on("unlink", onChange);
    },
  };
}
