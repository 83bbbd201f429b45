import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { createLogger, defineConfig } from "vite";
import { contentErrorsPlugin } from "./scripts/vite-plugins/content-errors.ts";
import { contentReloadPlugin } from "./scripts/vite-plugins/content-reload.ts";
import { editorApartPlugin } from "./scripts/vite-plugins/editor-apart.ts";
import { homeSlidesPlugin } from "./scripts/vite-plugins/home-slides.ts";
import { icuMessagesPlugin } from "./scripts/vite-plugins/icu-messages.ts";
import { noticePathsPlugin } from "./scripts/vite-plugins/notice-paths.ts";
import { siteDataPlugin } from "./scripts/vite-plugins/site-data.ts";

/**
 * Vite's log, less one notice the project cannot act on: React Router's plugin starts its child
 * compilers with `envFile: false`, which Vite 8 reports as deprecated (once per compiler, nine times
 * a build). The child compilers take this config's logger; everything else is printed as it comes.
 */
const logger = createLogger();
const ENV_FILE_NOTICE = "The `envFile` option is deprecated";
const customLogger = {
  ...logger,
  warn: (message: string, options?: Parameters<typeof logger.warn>[1]) => {
    if (!message.includes(ENV_FILE_NOTICE)) logger.warn(message, options);
  },
};

export default defineConfig({
  customLogger,
  plugins: [
    icuMessagesPlugin(),
    reactRouter(),
    editorApartPlugin(),
    noticePathsPlugin(),
    siteDataPlugin(),
    homeSlidesPlugin(),
    contentReloadPlugin(),
    contentErrorsPlugin(),
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
