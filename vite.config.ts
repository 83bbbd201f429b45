import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { noticePathsPlugin } from "./scripts/build/notice-paths-plugin";

export default defineConfig({
  plugins: [reactRouter(), noticePathsPlugin()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: { assetsInlineLimit: 0 },
});
