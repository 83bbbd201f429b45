import type { Config } from "@react-router/dev/config";

/** A small site built with the installed React Router, for golden.test.ts, with the real site's options. */
export default {
  ssr: false,
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  prerender: ["/", "/ar", "/notice/game/fixture/article"],
  buildDirectory: process.env.FIXTURE_BUILD_DIR ?? "build",
} satisfies Config;
