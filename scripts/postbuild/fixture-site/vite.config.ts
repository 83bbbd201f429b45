import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { icuMessagesPlugin } from "../../vite-plugins/icu-messages.ts";

export default defineConfig({
  plugins: [icuMessagesPlugin(), reactRouter()],
  logLevel: "warn",
  build: { assetsInlineLimit: 0 },
});
