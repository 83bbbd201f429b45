// The /release page.
import { LOCALES } from "../i18n/locales";

/** The joke video of /release. */
export const RELEASE_MEDIA = {
  video: "/media/release.mp4",
  poster: "/media/release-poster.webp",
  width: 960,
  height: 540,
  /**
   * Caption tracks, one per language (generators/media/write-captions.ts writes them): the picture
   * shows French words, the captions say them in the reader's language.
   */
  captions: LOCALES.map((locale) => ({ src: `/media/release.${locale}.vtt`, srcLang: locale })),
  /** The picture already shows these words: its French captions are offered, not shown at first. */
  captionsOffByDefaultIn: ["fr"],
  /**
   * Where the cues are drawn: near the top (5 % down, clear of the frame's rounded edge), over the
   * small logo, because the picture's own title and status line sit in its middle and lower third,
   * where captions would cover them.
   */
  cueSettings: "line:5%",
} as const;
