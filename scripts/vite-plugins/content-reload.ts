import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { markContentChanged } from "../../app/lib/content-generation.ts";

/** The virtual modules built from content/ (notice-paths.ts, site-data.ts). */
const CONTENT_MODULE =
  /^\0virtual:(notice-paths|map-data|map-kind-words|credits|business|social|search-vocabulary\/[a-z]+)$/;
/** React Router's server build: it lists the pre-rendered paths, whose data it alone serves. */
const SERVER_BUILD = "\0virtual:react-router/server-build";
/** Server modules read content once and keep it (the rulebook library, the data readers). */
const SERVER_READER = /\.server\.tsx?$/;

/**
 * The development server follows content/ (and the images of public/img/) as `npm run edit` writes
 * it: when any file or folder there is added, changed, renamed or deleted, the modules that read content are invalidated (with
 * their importers, so the server build is evaluated again and re-reads the files) and the browser
 * reloads. Without it, an article added in the editor answered 302 until the server restarted.
 */
export function contentReloadPlugin(): Plugin {
  return {
    name: "brumes-content-reload",
    apply: "serve",
    configureServer(server: ViteDevServer) {
      const content = path.join(server.config.root, "content");
      // The images content names: restoring a deleted one brings its pages back, like a content save.
      const media = path.join(server.config.root, "public/img");
      server.watcher.add([content, media]);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const reload = () => {
        // The rulebook's caches, in the server's modules and in React Router's config, read again.
        markContentChanged();
        for (const environment of Object.values(server.environments)) {
          const graph = environment.moduleGraph;
          for (const [id, node] of graph.idToModuleMap)
            if (CONTENT_MODULE.test(id) || SERVER_READER.test(id) || id === SERVER_BUILD)
              graph.invalidateModule(node);
        }
        server.ws.send({ type: "full-reload" });
      };
      const changed = (file: string) => {
        if (!file.startsWith(content + path.sep) && !file.startsWith(media + path.sep)) return;
        // The editor writes an entry in several steps (and a rename is an unlink then an add): one reload.
        clearTimeout(timer);
        timer = setTimeout(reload, 50);
      };
      for (const event of ["add", "change", "unlink", "addDir", "unlinkDir"] as const)
        server.watcher.on(event, changed);
    },
  };
}
