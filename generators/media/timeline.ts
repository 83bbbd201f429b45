// Timing of the landing video, shared by the frame renderer (the words drawn on screen)
// and by the caption writer, so that the captions can never drift from the picture.
import type { CaptionCue } from "./captions";

export const VIDEO = { width: 960, height: 540, fps: 30, duration: 16 } as const;

export interface Cue extends CaptionCue {
  /** Words drawn on screen, in French; undefined when the cue only describes the scene. */
  onScreen?: string;
}

/** On-screen words fade in over FADE seconds after `start` and out over FADE before `end`. */
export const FADE = 0.5;

const OPENING: CaptionCue["text"] = {
  fr: "[La brume glisse sur une île, de nuit]\nBrumes RP, l'île des Brumes",
  en: "[Mist drifts over an island at night]\nBrumes RP, the Isle of Mists",
  de: "[Nachts zieht Nebel über eine Insel]\nBrumes RP, die Nebelinsel",
  es: "[La bruma se desliza sobre una isla, de noche]\nBrumes RP, la isla de las Brumas",
  ru: "[Ночью над островом стелется туман]\nBrumes RP, остров Туманов",
  ar: "[ضباب ينساب فوق جزيرة ليلًا]\nخادم Brumes RP، جزيرة الضباب",
};

/** The video's words and scenes, captioned in every language of the site (French is what the picture shows). */
export const CUES: readonly Cue[] = [
  { start: 0, end: 3.2, text: OPENING },
  {
    start: 3.8,
    end: 7.2,
    onScreen: "Une île, mille histoires",
    text: {
      fr: "Une île, mille histoires",
      en: "One island, a thousand stories",
      de: "Eine Insel, tausend Geschichten",
      es: "Una isla, mil historias",
      ru: "Один остров — тысяча историй",
      ar: "جزيرة واحدة، وألف حكاية",
    },
  },
  {
    start: 7.8,
    end: 11.2,
    onScreen: "De Port-Brume à Valcendre",
    text: {
      fr: "De Port-Brume à Valcendre",
      en: "From Port-Brume to Valcendre",
      de: "Von Port-Brume bis Valcendre",
      es: "De Port-Brume a Valcendre",
      ru: "От Пор-Брюма до Валькандра",
      ar: "من بور-بروم إلى فالساندر",
    },
  },
  {
    start: 11.8,
    end: 14.4,
    onScreen: "Serveur RP communautaire depuis 2020",
    text: {
      fr: "Serveur RP communautaire depuis 2020",
      en: "Community role-play server since 2020",
      de: "Community-RP-Server seit 2020",
      es: "Servidor de rol comunitario desde 2020",
      ru: "Ролевой сервер сообщества с 2020 года",
      ar: "خادم لعب أدوار مجتمعي منذ 2020",
    },
  },
  {
    start: 14.6,
    end: 16,
    text: {
      fr: "[Un petit bateau passe devant le phare]\nBrumes RP, l'île des Brumes",
      en: "[A small boat sails past the lighthouse]\nBrumes RP, the Isle of Mists",
      de: "[Ein kleines Boot fährt am Leuchtturm vorbei]\nBrumes RP, die Nebelinsel",
      es: "[Un barquito pasa frente al faro]\nBrumes RP, la isla de las Brumas",
      ru: "[Мимо маяка проплывает маленькая лодка]\nBrumes RP, остров Туманов",
      ar: "[قارب صغير يمرّ أمام المنارة]\nخادم Brumes RP، جزيرة الضباب",
    },
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
