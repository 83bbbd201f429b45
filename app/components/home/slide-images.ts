import type { LinkDescriptor } from "react-router";
// Relative, not "~/": the build step (vite.config.ts) imports this module too.
import { HOME_MEDIA } from "../../config/home.ts";

export type SlideImageFormat = (typeof HOME_MEDIA.slideVariants.formats)[number];
/** The whole picture, or its centre square (as tall as the picture). */
export type SlideCrop = "wide" | "square";

export interface SlideVariant {
  position: number;
  crop: SlideCrop;
  width: number;
  format: SlideImageFormat;
  url: string;
}

export interface SlidePictureSource {
  media?: string;
  type: `image/${SlideImageFormat}`;
  srcSet: string;
  sizes: string;
}

const { formats, wideWidths, squareWidths } = HOME_MEDIA.slideVariants;
const CROP_WIDTHS: Record<SlideCrop, readonly number[]> = { wide: wideWidths, square: squareWidths };

// The slider's box, as home.css and global.css draw it. The picture covers it (object-fit: cover),
// so it is drawn at the larger of the box's width and its height times the picture's ratio.
/** `.home-slider__slides`: its height. */
const SLIDER_HEIGHT = "clamp(30rem, 62vh, 38rem)";
/** The whole viewport, up to the content width (`--content-width`). */
const SLIDER_WIDTH = "min(100vw, 1200px)";
/**
 * Up to the slider's least height (30rem) the slider is higher than wide: the picture is drawn at
 * the slider's height and only its centre square shows, so phones get that square alone.
 */
export const SQUARE_MEDIA = "(max-width: 480px)";
const WIDE_MEDIA = `not all and ${SQUARE_MEDIA}`;
const SIZES: Record<SlideCrop, string> = {
  wide: `max(${SLIDER_WIDTH}, calc(${SLIDER_HEIGHT} * ${HOME_MEDIA.slideWidth} / ${HOME_MEDIA.slideHeight}))`,
  square: SLIDER_HEIGHT,
};

export function slideVariantUrl(position: number, crop: SlideCrop, width: number, format: SlideImageFormat) {
  return `/img/home/slide-${position}${crop === "square" ? "-square" : ""}-${width}w.${format}`;
}

/** Every file the build makes from one slide. */
export function slideVariants(position: number): SlideVariant[] {
  return (["wide", "square"] as const).flatMap((crop) =>
    CROP_WIDTHS[crop].flatMap((width) =>
      formats.map((format) => ({
        position,
        crop,
        width,
        format,
        url: slideVariantUrl(position, crop, width, format),
      })),
    ),
  );
}

export function slideSrcSet(position: number, crop: SlideCrop, format: SlideImageFormat): string {
  return CROP_WIDTHS[crop]
    .map((width) => `${slideVariantUrl(position, crop, width, format)} ${width}w`)
    .join(", ");
}

/**
 * A slide's `<picture>`: phones' squares first (AVIF, then WebP), then the whole picture in AVIF;
 * the `<img>` itself offers the whole picture in WebP, and the committed file as its `src`.
 */
export function slidePicture(position: number) {
  const source = (crop: SlideCrop, format: SlideImageFormat, media?: string): SlidePictureSource => ({
    ...(media ? { media } : {}),
    type: `image/${format}`,
    srcSet: slideSrcSet(position, crop, format),
    sizes: SIZES[crop],
  });
  return {
    sources: [...formats.map((format) => source("square", format, SQUARE_MEDIA)), source("wide", "avif")],
    img: {
      src: HOME_MEDIA.slideImage(position),
      srcSet: slideSrcSet(position, "wide", "webp"),
      sizes: SIZES.wide,
    },
  };
}

/**
 * Preloads of the first slide's AVIF, one per crop, each limited to the viewports whose
 * `<source>` picks it, so that the browser fetches exactly the file the picture will use.
 */
export function firstSlidePreloads(): LinkDescriptor[] {
  return (["square", "wide"] as const).map((crop) => {
    const link = {
      rel: "preload",
      as: "image",
      type: "image/avif",
      media: crop === "square" ? SQUARE_MEDIA : WIDE_MEDIA,
      imageSrcSet: slideSrcSet(1, crop, "avif"),
      imageSizes: SIZES[crop],
      // The largest picture of the page: the same priority as its <img>.
      fetchPriority: "high",
    } as const;
    return link;
  });
}
