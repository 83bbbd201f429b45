import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { HOME_MEDIA } from "../../app/config/home";
import { RELEASE_MEDIA } from "../../app/config/release";
import { LOCALES } from "../../app/i18n/locales";
import { webVtt, type CaptionCue } from "./captions";
import { RELEASE, RELEASE_CUES, STATUS_LINES } from "./release-timeline";
import { CUES, titleCardOpacity, VIDEO } from "./timeline";

const publicFile = (src: string): string => fileURLToPath(new URL(`../../public${src}`, import.meta.url));

describe.each([
  {
    video: "the landing video",
    cues: CUES,
    duration: VIDEO.duration,
    tracks: HOME_MEDIA.captions,
    settings: "",
  },
  {
    video: "the release video",
    cues: RELEASE_CUES,
    duration: RELEASE.duration,
    tracks: RELEASE_MEDIA.captions,
    settings: RELEASE_MEDIA.cueSettings,
  },
])("captions of $video", ({ cues, duration, tracks, settings }) => {
  it("keep every cue inside the video, in order and without overlap, with a text in every language", () => {
    let previousEnd = 0;
    for (const cue of cues as readonly CaptionCue[]) {
      expect(cue.start).toBeGreaterThanOrEqual(previousEnd);
      expect(cue.end).toBeGreaterThan(cue.start);
      previousEnd = cue.end;
      for (const locale of LOCALES) expect(cue.text[locale].trim(), locale).not.toBe("");
    }
    expect(previousEnd).toBeLessThanOrEqual(duration);
  });

  it("have one track per language, each file up to date with the timeline", () => {
    expect(tracks.map((track) => track.srcLang)).toEqual([...LOCALES]);
    for (const track of tracks)
      expect(readFileSync(publicFile(track.src), "utf8"), track.src).toBe(
        webVtt(cues, track.srcLang, settings),
      );
  });
});

describe("video captions", () => {
  it("start with a WebVTT header and use mm:ss.ttt timings", () => {
    const vtt = webVtt(CUES, "fr");
    expect(vtt.startsWith("WEBVTT\n\n")).toBe(true);
    expect(vtt).toContain("00:03.800 --> 00:07.200\nUne île, mille histoires");
    expect(webVtt(CUES, "fr", "line:0")).toContain("00:03.800 --> 00:07.200 line:0\nUne île");
  });

  it("keep the landing video's English captions at the spec's address, /st.vtt", () => {
    expect(HOME_MEDIA.captions.find((track) => track.srcLang === "en")?.src).toBe("/st.vtt");
  });

  it("say the words the release video shows, when it shows them", () => {
    for (const line of Object.values(STATUS_LINES)) {
      const cue = RELEASE_CUES.find((candidate) => candidate.text.fr.includes(line.onScreen));
      expect(cue, line.onScreen).toBeDefined();
    }
    expect(RELEASE_CUES[0]!.end).toBe(STATUS_LINES.loading.fadeOut[1]);
  });

  it("shows the title card on the first frame and fades it back in before the loop ends", () => {
    expect(titleCardOpacity(0)).toBe(1);
    expect(titleCardOpacity(8)).toBe(0);
    expect(titleCardOpacity(VIDEO.duration - 1 / VIDEO.fps)).toBe(1);
  });
});
