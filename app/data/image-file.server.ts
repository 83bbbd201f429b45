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
    return "fichier introuvable";
  }
  if (size >= MAX_IMAGE_BYTES)
    return `${(size / 1024 / 1024).toLocaleString("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} Mo, une image doit peser moins de 1 Mo`;
  const head = new Uint8Array(16);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  return imageFormatOf(head) ? undefined : "ce n'est pas une image WebP, PNG, JPEG ou AVIF";
}
