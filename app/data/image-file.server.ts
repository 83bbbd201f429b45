import { openSync, readSync, closeSync, statSync } from "node:fs";

/** Uploads staff may add: the page serves them as they are, so they must be small, real images. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

/** The image format a file's first bytes show, whatever its name says; undefined if none of ours. */
export function imageFormatOf(head: Uint8Array): "webp" | "png" | "jpeg" | "avif" | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (head[0] === 0x89 && ascii(1, 4) === "PNG") return "png";
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "avif";
  return undefined;
}

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
