import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { icuMessagesPlugin } from "./scripts/vite-plugins/icu-messages.ts";
import { noticePathsPlugin } from "./scripts/vite-plugins/notice-paths.ts";
import { siteDataPlugin } from "./scripts/vite-plugins/site-data.ts";

// Kept apart from vite.config.ts so that the React Router plugin does not load in unit tests.
export default defineConfig({
  // The catalogues compiled (and French typeset) and the rulebook's paths, as the app gets them in the build.
  plugins: [icuMessagesPlugin(), noticePathsPlugin(), siteDataPlugin()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // Decap's locales: their ES module build (the package's main file is a browser-only bundle).
      "decap-cms-locales": "decap-cms-locales/dist/esm/index.js",
      // The editor's data module, made from the content as the editor's build makes it.
      "virtual:brumes-editor": fileURLToPath(new URL("./admin/editor-data.vitest.ts", import.meta.url)),
    },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "generators/**/*.test.ts",
      "server/**/*.test.ts",
      "admin/**/*.test.{ts,tsx}",
    ],
    environment: "node",
    // One module graph for all the files of a worker: on two cores the files otherwise spend more
    // time importing the same modules again (31 s of 100 s) than testing. Tests undo what they stub.
    isolate: false,
    server: { deps: { inline: ["decap-cms-locales", /decap-cms-backend-/] } },
    setupFiles: ["vitest.setup.ts"],
    testTimeout: 30000,
    // Hooks that copy or load a content folder get the same time as a test.
    hookTimeout: 20000,
  },
});
