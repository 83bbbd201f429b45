import path from "node:path";
import type { ImageSizeReader } from "./plugins/images";

/** Reads the size of a site image from its file under `public/` (the build's reader for `rehypeImages`). */
export function imageSizeFromFiles(publicDir = path.resolve("public")): ImageSizeReader {
  return async (src) => {
    const { default: sharp } = await import("sharp");
    const { width, height } = await sharp(path.join(publicDir, src)).metadata();
    return { width, height };
  };
}
