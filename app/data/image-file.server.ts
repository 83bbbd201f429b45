import { openSync, readSync, closeSync, statSync } from "node:fs";
import { imageFormatOf, MAX_IMAGE_BYTES } from "./image-format.ts";

export { imageFormatOf, MAX_IMAGE_BYTES };

/**
 * Why an image file cannot be served (missing, 1 MB or more, not a WebP, PNG, JPEG or AVIF image by
 * its content), or undefined when it is fine.
 */
export function imageFileProblem(file: string): string | undefined {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    return "file not found";
  }
  if (size >= MAX_IMAGE_BYTES) return `${(size / 1024 / 1024).toFixed(1)} MB, images must be under 1 MB`;
  const head = new Uint8Array(16);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  return imageFormatOf(head) ? undefined : "not a WebP, PNG, JPEG or AVIF image";
}
