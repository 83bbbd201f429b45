// What an uploaded image may be, shared by the build (./image-file.server.ts) and the editor's
// upload check (admin/widgets/upload-guard.ts): no Node API here.

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
