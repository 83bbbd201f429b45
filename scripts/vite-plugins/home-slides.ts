import type { Plugin } from "vite";
import { allSlideVariants, slideVariantFile } from "../postbuild/home-slides.ts";

/**
 * The development server makes the home slides' sized variants on request, so that `npm run dev`
 * shows the same pictures as the build (whose `home-slides` step writes them) without any file committed.
 */
export function homeSlidesPlugin(): Plugin {
  return {
    name: "brumes-home-slides",
    apply: "serve",
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
  };
}
