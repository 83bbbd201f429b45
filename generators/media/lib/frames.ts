// Frame compositing for the generated videos: layers are rendered once as raw RGBA
// buffers, and each frame only renders the small moving parts.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp, { type OverlayOptions } from "sharp";

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

export async function renderSvg(svg: string): Promise<RawImage> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A horizontal window into a wide, horizontally periodic layer (drifting mist). */
export async function windowOf(strip: RawImage, left: number, width: number): Promise<RawImage> {
  const data = await sharp(strip.data, { raw: { width: strip.width, height: strip.height, channels: 4 } })
    .extract({ left, top: 0, width, height: strip.height })
    .raw()
    .toBuffer();
  return { data, width, height: strip.height };
}

export type Layer = RawImage | string;

function overlay(layer: Layer): OverlayOptions {
  return typeof layer === "string"
    ? { input: Buffer.from(layer), density: 72 }
    : { input: layer.data, raw: { width: layer.width, height: layer.height, channels: 4 } };
}

/** Flattens the layers, bottom first, into one opaque frame. */
export function compose(base: RawImage, layers: readonly Layer[]) {
  return sharp(base.data, { raw: { width: base.width, height: base.height, channels: 4 } })
    .composite(layers.map(overlay))
    .removeAlpha();
}

export interface FrameArgs {
  outDir: string;
  poster: string;
}

/** Reads `--out <dir> --poster <file.webp>` from the command line. */
export function frameArgs(argv: readonly string[]): FrameArgs {
  const get = (flag: string): string => {
    const i = argv.indexOf(flag);
    const value = i >= 0 ? argv[i + 1] : undefined;
    if (!value) throw new Error(`missing ${flag} <path>`);
    return value;
  };
  const args = { outDir: get("--out"), poster: get("--poster") };
  mkdirSync(args.outDir, { recursive: true });
  return args;
}

export function framePath(outDir: string, index: number): string {
  return join(outDir, `frame-${String(index).padStart(4, "0")}.png`);
}

/** Smooth 0→1 ramp between a and b. */
export function smoothstep(a: number, b: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
}

/** Opacity of something that fades in over [inStart, inEnd] and out over [outStart, outEnd]. */
export function fadeWindow(
  t: number,
  inStart: number,
  inEnd: number,
  outStart: number,
  outEnd: number,
): number {
  return Math.min(smoothstep(inStart, inEnd, t), 1 - smoothstep(outStart, outEnd, t));
}
