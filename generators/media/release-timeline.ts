// Timing and words of the /release joke video, shared by the frame renderer (the French words
// drawn on screen) and the caption writer, so that the captions can never drift from the picture.
import type { CaptionCue } from "./captions";

export const RELEASE = { width: 960, height: 540, fps: 30, duration: 12 } as const;

/** The title over the loader, on screen for the whole loop. */
export const RELEASE_TITLE = "Bientôt… peut-être";

/** A status line under the bar: its French words and its fades (seconds: [from, to]). */
export interface StatusLine {
  onScreen: string;
  fadeIn: readonly [number, number];
  fadeOut: readonly [number, number];
}

/**
 * The loader's three status lines. The first is on screen from the loop's start, fades out as the
 * bar stalls, and fades back in before the loop restarts, so that the seam does not show.
 */
export const STATUS_LINES = {
  loading: { onScreen: "Chargement de la mise à jour…", fadeIn: [11.6, 12], fadeOut: [7.4, 7.9] },
  stalled: { onScreen: "Encore un tout petit instant…", fadeIn: [8, 8.4], fadeOut: [10.1, 10.5] },
  restart: { onScreen: "Ah… on recommence.", fadeIn: [10.6, 10.9], fadeOut: [11.3, 11.6] },
} as const satisfies Record<string, StatusLine>;

const LOADING: CaptionCue["text"] = {
  fr: "Chargement de la mise à jour…",
  en: "Loading the update…",
  de: "Das Update wird geladen …",
  es: "Cargando la actualización…",
  ru: "Загрузка обновления…",
  ar: "جارٍ تحميل التحديث…",
};

const { loading, stalled, restart } = STATUS_LINES;

/**
 * The captions: the words on screen in every language of the site (two lines at most, so that
 * they leave the loader visible). A cue lasts from its line's fade in to its fade out.
 */
export const RELEASE_CUES: readonly CaptionCue[] = [
  {
    start: 0,
    end: loading.fadeOut[1],
    text: {
      fr: `${RELEASE_TITLE}\n${LOADING.fr}`,
      en: `Coming soon… maybe\n${LOADING.en}`,
      de: `Bald … vielleicht\n${LOADING.de}`,
      es: `Pronto… quizás\n${LOADING.es}`,
      ru: `Скоро… наверное\n${LOADING.ru}`,
      ar: `قريبًا… ربما\n${LOADING.ar}`,
    },
  },
  {
    start: stalled.fadeIn[0],
    end: stalled.fadeOut[1],
    text: {
      fr: "Encore un tout petit instant…",
      en: "Just one tiny moment more…",
      de: "Nur noch einen winzigen Moment …",
      es: "Solo un momentito más…",
      ru: "Ещё секундочку…",
      ar: "لحظة صغيرة أخرى فقط…",
    },
  },
  {
    start: restart.fadeIn[0],
    end: restart.fadeOut[1],
    text: {
      fr: "Ah… on recommence.",
      en: "Oh… starting over.",
      de: "Ach … wir fangen von vorn an.",
      es: "Ay… volvemos a empezar.",
      ru: "Ах… начинаем сначала.",
      ar: "آه… سنبدأ من جديد.",
    },
  },
  { start: loading.fadeIn[0], end: RELEASE.duration, text: LOADING },
];
