import { describe, expect, it } from "vitest";
import { HOME_MEDIA } from "~/config/home";
import { firstSlidePreloads, slidePicture, slideSrcSet, slideVariants } from "./slide-images";

describe("home slide images", () => {
  it("lists every width of both crops in AVIF and WebP, none wider than the committed picture", () => {
    const variants = slideVariants(2);
    expect(variants.map((variant) => variant.url)).toEqual([
      "/img/home/slide-2-1200w.avif",
      "/img/home/slide-2-1200w.webp",
      "/img/home/slide-2-1600w.avif",
      "/img/home/slide-2-1600w.webp",
      "/img/home/slide-2-square-480w.avif",
      "/img/home/slide-2-square-480w.webp",
      "/img/home/slide-2-square-700w.avif",
      "/img/home/slide-2-square-700w.webp",
    ]);
    for (const { crop, width } of variants)
      expect(width).toBeLessThanOrEqual(crop === "square" ? HOME_MEDIA.slideHeight : HOME_MEDIA.slideWidth);
  });

  it("builds srcset strings from the widths", () => {
    expect(slideSrcSet(1, "wide", "avif")).toBe(
      "/img/home/slide-1-1200w.avif 1200w, /img/home/slide-1-1600w.avif 1600w",
    );
    expect(slideSrcSet(3, "square", "webp")).toBe(
      "/img/home/slide-3-square-480w.webp 480w, /img/home/slide-3-square-700w.webp 700w",
    );
  });

  it("offers phones the square first, AVIF before WebP, and keeps the committed file as the fallback src", () => {
    const { sources, img } = slidePicture(4);
    expect(sources.map(({ media, type }) => [media, type])).toEqual([
      ["(max-width: 480px)", "image/avif"],
      ["(max-width: 480px)", "image/webp"],
      [undefined, "image/avif"],
    ]);
    expect(sources[0]!.sizes).toBe("clamp(30rem, 62vh, 38rem)");
    // The picture covers the slider: drawn at the larger of its width and its height × 16/7.
    expect(sources[2]!.sizes).toBe("max(min(100vw, 1200px), calc(clamp(30rem, 62vh, 38rem) * 1600 / 700))");
    expect(img).toEqual({
      src: "/img/home/slide-4.webp",
      srcSet: slideSrcSet(4, "wide", "webp"),
      sizes: sources[2]!.sizes,
    });
  });

  it("preloads the first slide's AVIF exactly where the picture would choose it", () => {
    const [square, wide] = firstSlidePreloads();
    const { sources } = slidePicture(1);
    expect(square).toMatchObject({
      rel: "preload",
      as: "image",
      type: "image/avif",
      media: "(max-width: 480px)",
      imageSrcSet: sources[0]!.srcSet,
      imageSizes: sources[0]!.sizes,
    });
    expect(wide).toMatchObject({
      media: "not all and (max-width: 480px)",
      imageSrcSet: sources[2]!.srcSet,
      imageSizes: sources[2]!.sizes,
    });
  });
});
