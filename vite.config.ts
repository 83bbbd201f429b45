import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { homeSlidesPlugin } from "./scripts/build/home-slides-plugin";
import { icuMessagesPlugin } from "./scripts/build/icu-messages-plugin";
import { noticePathsPlugin } from "./scripts/build/notice-paths-plugin";

export default defineConfig({
  plugins: [icuMessagesPlugin(), reactRouter(), noticePathsPlugin(), homeSlidesPlugin()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // FormatJS imports tslib; its ES module build lets the bundler keep only the helpers used.
      tslib: "tslib/tslib.es6.mjs",
    },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: { assetsInlineLimit: 0 },
});
