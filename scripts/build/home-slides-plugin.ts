import type { Plugin } from "vite";
import { allSlideVariants, slideVariantFile, writeSlideVariants } from "./home-slides";

/**
 * The home slides' sized variants: written into the browser build, and made on request by the
 * development server, so that `npm run dev` shows the same pictures without any file committed.
 */
export function homeSlidesPlugin(): Plugin {
  return {
    name: "brumes-home-slides",
    configureServer(server) {
      const byUrl = new Map(allSlideVariants().map((variant) => [variant.url, variant]));
      server.middlewares.use((request, response, next) => {
        const variant = byUrl.get(request.url?.split("?", 1)[0] ?? "");
        if (!variant) return next();
        slideVariantFile(variant).then(({ bytes }) => {
          response.setHeader("Content-Type", `image/${variant.format}`);
          response.end(bytes);
        }, next);
      });
    },
    async writeBundle(options) {
      if (this.environment.config.consumer !== "client" || !options.dir) return;
      const { files, encoded, ms } = await writeSlideVariants(options.dir);
      this.environment.logger.info(
        `home slides: ${files} variants (${encoded} encoded, ${files - encoded} from the cache) in ${ms} ms`,
      );
    },
  };
}
