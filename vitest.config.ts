import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { noticePathsPlugin } from "./scripts/vite-plugins/notice-paths.ts";

// Kept apart from vite.config.ts so that the React Router plugin does not load in unit tests.
export default defineConfig({
  // The rulebook's paths and old paths, as the app gets them in the build.
  plugins: [noticePathsPlugin()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
      "content/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["vitest.setup.ts"],
    testTimeout: 20000,
  },
});
