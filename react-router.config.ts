import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender-paths.server";

/**
 * React Router's part of the build. What happens to its output afterwards (pages named after their
 * address, 404 pages, hydration after the first paint, CSP hashes, the servers' rules…) is the
 * pipeline of scripts/postbuild/pipeline.ts, which `npm run build` runs right after it.
 */
export default {
  ssr: false,
  // Decided for the v8 upgrade, one by one (scripts/postbuild/fixture-site uses the same flags):
  future: {
    // No route uses middleware or a loader context: nothing changes.
    v8_middleware: true,
    // Concerns server requests; this site pre-renders everything (ssr: false).
    v8_passThroughRequests: true,
    // Would change the chunks the start-up JavaScript is measured on (docs/performance.md): not yet.
    v8_splitRouteModules: false,
    // Changes how the build drives Vite; kept until React Router 8, which needs Node 22.
    v8_viteEnvironmentApi: false,
    // Would rename the `.data` files that every server's rules serve (server/site-rules.ts).
    v8_trailingSlashAwareDataRequests: false,
  },
  // Every route is pre-rendered to static HTML; the list comes from the site's data.
  prerender: () => prerenderPaths(),
} satisfies Config;
