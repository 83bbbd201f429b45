// Renders SVG strings to raster files and enforces each file's size budget.
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
export const PUBLIC = resolve(ROOT, "public");

export function publicPath(...parts: string[]): string {
  return resolve(PUBLIC, ...parts);
}

interface RasterOptions {
  /** Hard limit in bytes: the build fails rather than shipping a heavy asset. */
  maxBytes: number;
  /** Starting quality; lowered step by step until the file fits. */
  quality?: number;
}

function report(file: string, bytes: number, maxBytes: number): void {
  const kb = (bytes / 1024).toFixed(1);
  console.log(
    `  ${relative(ROOT, file).padEnd(48)} ${kb.padStart(7)} KB  (max ${(maxBytes / 1024).toFixed(0)} KB)`,
  );
}

function ensureDir(file: string): void {
  mkdirSync(dirname(file), { recursive: true });
}

/** Rasterises at the SVG's own size. density 72 keeps 1 SVG unit = 1 pixel. */
function rasterise(svg: string) {
  return sharp(Buffer.from(svg), { density: 72 });
}

export async function writeWebp(svg: string, file: string, opts: RasterOptions): Promise<void> {
  await writeWebpImage(await rasterise(svg).png().toBuffer(), file, opts);
}

/** Encodes an already rasterised image (e.g. a video frame) to webp within the budget. */
export async function writeWebpImage(image: Buffer, file: string, opts: RasterOptions): Promise<void> {
  ensureDir(file);
  let quality = opts.quality ?? 82;
  for (;;) {
    const out = await sharp(image).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
    if (out.length <= opts.maxBytes || quality <= 40) {
      if (out.length > opts.maxBytes)
        throw new Error(`${file}: ${out.length} bytes, over the ${opts.maxBytes} budget`);
      writeFileSync(file, out);
      report(file, out.length, opts.maxBytes);
      return;
    }
    quality -= 6;
  }
}

/** Palette PNG with dithering: gradients stay smooth at a fraction of the truecolour size. */
export async function writePng(
  svg: string,
  file: string,
  opts: RasterOptions & { resize?: number; palette?: boolean },
): Promise<void> {
  ensureDir(file);
  let img = rasterise(svg);
  if (opts.resize) img = img.resize(opts.resize, opts.resize);
  const out = await img
    .png(
      opts.palette === false
        ? { compressionLevel: 9 }
        : { palette: true, quality: opts.quality ?? 100, effort: 10, dither: 0.5, compressionLevel: 9 },
    )
    .toBuffer();
  if (out.length > opts.maxBytes)
    throw new Error(`${file}: ${out.length} bytes, over the ${opts.maxBytes} budget`);
  writeFileSync(file, out);
  report(file, out.length, opts.maxBytes);
}

export function writeText(text: string, file: string, maxBytes: number): void {
  ensureDir(file);
  writeFileSync(file, text);
  const bytes = statSync(file).size;
  if (bytes > maxBytes) throw new Error(`${file}: ${bytes} bytes, over the ${maxBytes} budget`);
  report(file, bytes, maxBytes);
}
