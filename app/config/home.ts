// The home page: its slider and its media.
// Relative: the build's Vite config loads this file (home slides), where "~" does not resolve.
import { LOCALES } from "../i18n/locales.ts";

export const SLIDER = { slideCount: 4 } as const;

/** Home page media: slide backgrounds, the presentation video and its caption tracks. */
export const HOME_MEDIA = {
  /** The committed picture of a slide (public/), 1600×700; the build makes the variants below from it. */
  slideImage: (position: number) => `/img/home/slide-${position}.webp`,
  slideWidth: 1600,
  slideHeight: 700,
  /**
   * Variants made by `npm run build` (scripts/postbuild/home-slides.ts) into build/client/img/home/:
   * the whole picture at `wideWidths`, and its centre square at `squareWidths` for phones, whose
   * slider is higher than wide and shows only that square. Every size in each format, AVIF first.
   */
  slideVariants: {
    formats: ["avif", "webp"],
    wideWidths: [1200, 1600],
    squareWidths: [480, 700],
  },
  video: "/media/video.mp4",
  videoPoster: "/media/video-poster.webp",
  videoWidth: 960,
  videoHeight: 540,
  /**
   * Caption tracks, one per language (generators/media/write-captions.ts writes them); the page's
   * language is shown by default. English keeps the spec's address, /st.vtt.
   */
  captions: LOCALES.map((locale) => ({
    src: locale === "en" ? "/st.vtt" : `/st.${locale}.vtt`,
    srcLang: locale,
  })),
} as const;
