// WebVTT captions written from a timeline, one file per language of the site.
import type { Locale } from "../../app/i18n/locales";

/** A caption: when it shows (seconds into the video) and what it says in each language. */
export interface CaptionCue {
  start: number;
  end: number;
  text: Record<Locale, string>;
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const mm = String(Math.floor(ms / 60000)).padStart(2, "0");
  const ss = String(Math.floor((ms % 60000) / 1000)).padStart(2, "0");
  return `${mm}:${ss}.${String(ms % 1000).padStart(3, "0")}`;
}

/**
 * The WebVTT file of one language: numbered cues, mm:ss.ttt timings, and the cue settings of the
 * video if it has any (`line:0` draws the captions at the top of the picture).
 */
export function webVtt(cues: readonly CaptionCue[], locale: Locale, settings = ""): string {
  const blocks = cues.map(
    (cue, i) =>
      `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}${settings ? ` ${settings}` : ""}\n${cue.text[locale]}`,
  );
  return `WEBVTT\n\n${blocks.join("\n\n")}\n`;
}
