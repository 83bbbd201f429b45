import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { contentReloadPlugin } from "./scripts/vite-plugins/content-reload.ts";
import { editorApartPlugin } from "./scripts/vite-plugins/editor-apart.ts";
import { homeSlidesPlugin } from "./scripts/vite-plugins/home-slides.ts";
import { icuMessagesPlugin } from "./scripts/vite-plugins/icu-messages.ts";
import { noticePathsPlugin } from "./scripts/vite-plugins/notice-paths.ts";
import { siteDataPlugin } from "./scripts/vite-plugins/site-data.ts";

export default defineConfig({
  plugins: [
    icuMessagesPlugin(),
    reactRouter(),
    editorApartPlugin(),
    noticePathsPlugin(),
    siteDataPlugin(),
    homeSlidesPlugin(),
    contentReloadPlugin(),
  ],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // FormatJS imports tslib; its ES module build lets the bundler keep only the helpers used.
      tslib: "tslib/tslib.es6.mjs",
    },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    assetsInlineLimit: 0,
    // Rolldown's "callbacks took N s" notices name React Router's own pre-rendering, which the build
    // cannot act on; `npm run build` prints each step's time itself.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
