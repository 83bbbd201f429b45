import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths.server";
import { writeNotFoundPage } from "./scripts/build/not-found-page";

export default {
  ssr: false,
  // Every route is pre-rendered to static HTML; the list comes from the site's data.
  prerender: () => prerenderPaths(),
  buildEnd: async ({ viteConfig }) => {
    await writeNotFoundPage(viteConfig.build.outDir);
  },
} satisfies Config;
