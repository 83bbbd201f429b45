import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import sirv from "sirv";
import type { InlineConfig, Plugin } from "vite";
import { editorCollections } from "./config/collections.server";
import { editorContentData } from "./editor-data.server";

/**
 * The editor's own Vite build (`/admin`, never in the site's bundles) and its dev server
 * (`npm run edit`). What the browser cannot read itself comes from one virtual module made here,
 * at build time, from the content and the schemas: the collections, the rulebook's glossary (for
 * the preview's marks), the map points' ids (for the unique-id widget) and each category's
 * articles (for the category preview).
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const VIRTUAL_ID = "virtual:brumes-editor";

export function editorDataPlugin(): Plugin {
  return {
    name: "brumes-editor-data",
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    // `npm run edit`: what staff save (a renamed category, a new point's id) is read again on the
    // editor's next load, without a restart. No reload is forced on the form being edited.
    configureServer(server) {
      const content = path.join(ROOT, "content");
      server.watcher.add(content);
      const invalidate = (file: string) => {
        if (!file.startsWith(content)) return;
        const module = server.moduleGraph.getModuleById(`\0${VIRTUAL_ID}`);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, invalidate);
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      const data = {
        collections: editorCollections(path.join(ROOT, "content/notice")),
        ...editorContentData(ROOT),
      };
      return Object.entries(data)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join("\n");
    },
  };
}

/**
 * `npm run edit` only: the site's public files (map tiles, images) at the root, as on the built
 * site, where the editor's pages ask for them (`/img/map/satellite/…`). Vite serves its public
 * folder under the editor's base, /admin/, so without this the position widget and the point
 * preview got 404s: no island under the marker.
 */
export function sitePublicPlugin(publicDir = path.join(ROOT, "public")): Plugin {
  const serve = sirv(publicDir, { dev: true, etag: true });
  return {
    name: "brumes-editor-site-public",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? "/";
        // index.html's icon link gets the editor's base in development only (a 404 on every load).
        if (url.split("?", 1)[0] === "/admin/favicon.ico") request.url = url.slice("/admin".length);
        else if (url.startsWith("/admin/")) return next();
        serve(request, response, next);
      });
    },
  };
}

/** The editor's Vite config: built into `outDir` (the build's `client/admin/`), served under /admin/. */
export function editorViteConfig(outDir = path.join(ROOT, "build/client/admin")): InlineConfig {
  return {
    configFile: false,
    root: path.join(ROOT, "admin"),
    base: "/admin/",
    publicDir: false,
    // Its own dependency cache: `npm run edit` runs the site's dev server beside it, and two servers
    // optimizing into one folder overwrite each other's files (the editor then got 504s and stayed blank).
    cacheDir: path.join(ROOT, "node_modules/.vite-admin"),
    // Decap's image encoder finds its WebAssembly beside its own module (`new URL(…, import.meta.url)`):
    // bundled into the development server's dependency cache, it looked for it there, and every photo
    // upload failed in `npm run edit`. The build copies the file itself.
    optimizeDeps: { exclude: ["@jsquash/webp"] },
    logLevel: "warn",
    plugins: [react(), editorDataPlugin()],
    resolve: { alias: { "~": path.join(ROOT, "app") } },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir: true,
      assetsInlineLimit: 0,
      // Decap is one large chunk by design (about 1.5 MB gzip): it loads on /admin only.
      chunkSizeWarningLimit: 8000,
      // Decap's dependencies use `eval` (YAML, TOML, hashing): theirs, not the editor's to fix.
      // The French catalogue is both imported by the credits schema and loaded on demand by the
      // site's i18n: in the editor it belongs in the main chunk anyway, so the warning says nothing.
      rolldownOptions: { checks: { bundlerTimings: false, eval: false, ineffectiveDynamicImport: false } },
    },
    server: { fs: { allow: [ROOT] } },
  };
}
