import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CUES, titleCardOpacity, VIDEO, webVtt } from "./timeline";

const publicFile = (name: string): string => fileURLToPath(new URL(`../../public/${name}`, import.meta.url));

describe("video captions", () => {
  it("keeps every cue inside the video, in order and without overlap", () => {
    let previousEnd = 0;
    for (const cue of CUES) {
      expect(cue.start).toBeGreaterThanOrEqual(previousEnd);
      expect(cue.end).toBeGreaterThan(cue.start);
      previousEnd = cue.end;
    }
    expect(previousEnd).toBeLessThanOrEqual(VIDEO.duration);
  });

  it("starts with a WebVTT header and uses mm:ss.ttt timings", () => {
    const vtt = webVtt("fr");
    expect(vtt.startsWith("WEBVTT\n\n")).toBe(true);
    expect(vtt).toContain("00:03.800 --> 00:07.200\nUne île, mille histoires");
  });

  it.each([
    ["st.vtt", "en"],
    ["st.fr.vtt", "fr"],
  ] as const)("public/%s is up to date with the timeline", (file, lang) => {
    expect(readFileSync(publicFile(file), "utf8")).toBe(webVtt(lang));
  });

  it("shows the title card on the first frame and fades it back in before the loop ends", () => {
    expect(titleCardOpacity(0)).toBe(1);
    expect(titleCardOpacity(8)).toBe(0);
    expect(titleCardOpacity(VIDEO.duration - 1 / VIDEO.fps)).toBe(1);
  });
});
