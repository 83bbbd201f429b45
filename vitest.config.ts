import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts so that the React Router plugin does not load in unit tests.
export default defineConfig({
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
