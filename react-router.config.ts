import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths.server";
import { writeNotFoundPages } from "./scripts/build/not-found-page";

export default {
  ssr: false,
  // Every route is pre-rendered to static HTML; the list comes from the site's data.
  prerender: () => prerenderPaths(),
  buildEnd: async ({ viteConfig }) => {
    await writeNotFoundPages(viteConfig.build.outDir);
  },
} satisfies Config;
