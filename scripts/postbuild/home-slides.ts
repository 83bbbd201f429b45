import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { slideVariants, type SlideVariant } from "../../app/components/home/slide-images.ts";
import { HOME_MEDIA, SLIDER } from "../../app/config/home.ts";
import type { BuildStep } from "./step.ts";

/**
 * Encoder settings. AVIF at quality 50 matches WebP at 80 (PSNR against the source) for 20–30 %
 * fewer bytes; effort 2 encodes the 16 AVIF files in about 4 s, effort 4 would take 25 s for 10 % less.
 */
const ENCODERS = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 80, effort: 4 },
} as const;

export interface SlideVariantOptions {
  /** Where the committed slides are (`public/`). */
  publicDir?: string;
  /** Encoded files by content hash, kept between builds. */
  cacheDir?: string;
}

const DEFAULTS = {
  publicDir: path.resolve("public"),
  cacheDir: path.resolve("node_modules/.cache/home-slides"),
};

/** Every variant of every slide. */
export function allSlideVariants(): SlideVariant[] {
  return Array.from({ length: SLIDER.slideCount }, (_, index) => slideVariants(index + 1)).flat();
}

export async function encodeSlideVariant(source: Buffer, variant: SlideVariant): Promise<Buffer> {
  const { width, height } = await sharp(source).metadata();
  if (width !== HOME_MEDIA.slideWidth || height !== HOME_MEDIA.slideHeight)
    throw new Error(
      `${HOME_MEDIA.slideImage(variant.position)} is ${width}×${height}; a slide must be ` +
        `${HOME_MEDIA.slideWidth}×${HOME_MEDIA.slideHeight}`,
    );
  let image = sharp(source);
  if (variant.crop === "square")
    image = image.extract({ left: Math.round((width - height) / 2), top: 0, width: height, height });
  image = image.resize({ width: variant.width });
  return variant.format === "avif"
    ? image.avif(ENCODERS.avif).toBuffer()
    : image.webp({ ...ENCODERS.webp, smartSubsample: true }).toBuffer();
}

/** One variant, from the cache when its source, size and settings have not changed. */
export async function slideVariantFile(
  variant: SlideVariant,
  { publicDir = DEFAULTS.publicDir, cacheDir = DEFAULTS.cacheDir }: SlideVariantOptions = {},
): Promise<{ bytes: Buffer; cached: boolean }> {
  const source = await readFile(path.join(publicDir, HOME_MEDIA.slideImage(variant.position)));
  const key = createHash("sha256")
    .update(source)
    .update(JSON.stringify({ ...variant, encoder: ENCODERS[variant.format], sharp: sharp.versions.vips }))
    .digest("hex")
    .slice(0, 24);
  const cached = path.join(cacheDir, `${key}.${variant.format}`);
  if (existsSync(cached)) return { bytes: await readFile(cached), cached: true };
  const bytes = await encodeSlideVariant(source, variant);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, bytes);
  return { bytes, cached: false };
}

/** Writes every slide variant under `clientDir` at its URL; returns what it did and how long it took. */
export async function writeSlideVariants(clientDir: string, options: SlideVariantOptions = {}) {
  const started = performance.now();
  const variants = allSlideVariants();
  const results = await Promise.all(
    variants.map(async (variant) => {
      const { bytes, cached } = await slideVariantFile(variant, options);
      const file = path.join(clientDir, variant.url);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return cached;
    }),
  );
  return {
    files: variants.length,
    encoded: results.filter((cached) => !cached).length,
    ms: Math.round(performance.now() - started),
  };
}

export const homeSlidesStep: BuildStep = {
  kind: "build",
  name: "home-slides",
  async run({ clientDir }) {
    const { files, encoded } = await writeSlideVariants(clientDir);
    return {
      count: files,
      what: `home slide variants, AVIF and WebP (${encoded} encoded, ${files - encoded} from the cache)`,
    };
  },
};
