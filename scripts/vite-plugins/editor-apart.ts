import type { Plugin } from "vite";

/**
 * Keeps the staff editor (admin/, Decap CMS, its own Vite build) out of the site's dev server.
 * Decap brings react-router-dom 5, which React Router's plugin then pre-bundles against React
 * Router 7 (and fails), and admin/index.html, which Vite's dependency scan would crawl: the site's
 * scan starts from its own root module instead.
 */
export function editorApartPlugin(): Plugin {
  return {
    name: "brumes-editor-apart",
    config(config) {
      const optimizeDeps = config.optimizeDeps ?? {};
      optimizeDeps.include = (optimizeDeps.include ?? []).filter((name) => name !== "react-router-dom");
      if (!optimizeDeps.entries || optimizeDeps.entries.length === 0) optimizeDeps.entries = ["app/root.tsx"];
      config.optimizeDeps = optimizeDeps;
    },
  };
}
