import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/prerender-paths.server";
import { flattenPages } from "./scripts/build/flat-pages";
import { writeNotFoundPages } from "./scripts/build/not-found-page";

export default {
  ssr: false,
  // Every route is pre-rendered to static HTML; the list comes from the site's data.
  prerender: () => prerenderPaths(),
  buildEnd: async ({ viteConfig }) => {
    const { outDir } = viteConfig.build;
    const clientDir = path.resolve(outDir.endsWith("client") ? outDir : path.join(outDir, "client"));
    await flattenPages(clientDir);
    await writeNotFoundPages(clientDir);
  },
} satisfies Config;
