// Timing of the landing video, shared by the frame renderer (the words drawn on screen)
// and by the caption writer, so that the captions can never drift from the picture.

export const VIDEO = { width: 960, height: 540, fps: 30, duration: 16 } as const;

export interface Cue {
  start: number;
  end: number;
  /** Words drawn on screen, in French; undefined when the cue only describes the scene. */
  onScreen?: string;
  fr: string;
  en: string;
}

/** On-screen words fade in over FADE seconds after `start` and out over FADE before `end`. */
export const FADE = 0.5;

export const CUES: readonly Cue[] = [
  {
    start: 0,
    end: 3.2,
    fr: "[La brume glisse sur une île, de nuit]\nBrumes RP, l'île des Brumes",
    en: "[Mist drifts over an island at night]\nBrumes RP, the Isle of Brumes",
  },
  {
    start: 3.8,
    end: 7.2,
    onScreen: "Une île, mille histoires",
    fr: "Une île, mille histoires",
    en: "One island, a thousand stories",
  },
  {
    start: 7.8,
    end: 11.2,
    onScreen: "De Port-Brume à Valcendre",
    fr: "De Port-Brume à Valcendre",
    en: "From Port-Brume to Valcendre",
  },
  {
    start: 11.8,
    end: 14.4,
    onScreen: "Serveur RP communautaire depuis 2020",
    fr: "Serveur RP communautaire depuis 2020",
    en: "Community role-play server since 2020",
  },
  {
    start: 14.6,
    end: 16,
    fr: "[Un petit bateau passe devant le phare]\nBrumes RP, l'île des Brumes",
    en: "[A small boat sails past the lighthouse]\nBrumes RP, the Isle of Brumes",
  },
];

/**
 * Opacity of the logo and title card. It is fully visible on the first frame (the poster)
 * and fades back in before the end, so that the loop has no visible seam.
 */
export function titleCardOpacity(t: number): number {
  if (t < 3.2) return t < 2.6 ? 1 : 1 - (t - 2.6) / 0.6;
  if (t > 14.6) return Math.min(1, (t - 14.6) / 0.8);
  return 0;
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const mm = String(Math.floor(ms / 60000)).padStart(2, "0");
  const ss = String(Math.floor((ms % 60000) / 1000)).padStart(2, "0");
  return `${mm}:${ss}.${String(ms % 1000).padStart(3, "0")}`;
}

export function webVtt(lang: "fr" | "en"): string {
  const cues = CUES.map(
    (cue, i) => `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue[lang]}`,
  );
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}
