/**
 * A viewer who reads German (or Arabic, on a phone) watches the release page's joke video, whose
 * picture shows French words, and the home page's video. Captions in the page's language are on by
 * default, every language of the site is offered under its own name, and the cues stay inside the
 * video's time.
 */
import { LOCALES, LOCALE_NAMES, type Locale } from "../../app/i18n/locales";
import { localizePath } from "../../app/i18n/paths";
import { rawRequest } from "../../tools/http";
import { expect, test, type Locator, type Page } from "../fixtures";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** The caption tracks of a video: language, label, kind, whether it is the default, and their file. */
async function tracks(video: Locator) {
  return video.locator("track").evaluateAll((elements) =>
    (elements as HTMLTrackElement[]).map((track) => ({
      srclang: track.srclang,
      label: track.label,
      kind: track.kind,
      default: track.default,
      src: track.getAttribute("src") ?? "",
    })),
  );
}

async function expectCaptionTracks(video: Locator, locale: Locale) {
  const list = await tracks(video);
  expect(list.map((track) => track.srclang).sort()).toEqual([...LOCALES].sort());
  for (const track of list) {
    expect(track.kind, track.srclang).toBe("captions");
    expect(track.label, track.srclang).toBe(LOCALE_NAMES[track.srclang as Locale]);
    expect(track.default, track.srclang).toBe(track.srclang === locale);
  }
  return list;
}

/** Cue texts and times of a WebVTT file. */
function cues(vtt: string): { start: number; end: number; text: string }[] {
  const seconds = (time: string) => {
    const parts = time.split(":").map(Number);
    return parts.reduce((total, part) => total * 60 + part, 0);
  };
  return vtt
    .split(/\n\n+/)
    .map((block) => /([\d:.]+) --> ([\d:.]+)[^\n]*\n([\s\S]*)/.exec(block))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ start: seconds(match[1]!), end: seconds(match[2]!), text: match[3]!.trim() }));
}

/** Every track file answers as WebVTT; the translations are timed like the French one and say something else. */
async function expectTranslatedFiles(page: Page, list: { srclang: string; src: string }[]) {
  const files = new Map<string, ReturnType<typeof cues>>();
  for (const track of list) {
    const response = await page.request.get(track.src);
    expect(response.status(), track.src).toBe(200);
    expect(response.headers()["content-type"], track.src).toMatch(/^text\/vtt/);
    const text = await response.text();
    expect(text.startsWith("WEBVTT"), track.src).toBe(true);
    files.set(track.srclang, cues(text));
  }
  const frenchCues = files.get("fr")!;
  expect(frenchCues.length).toBeGreaterThan(0);
  for (const [lang, list] of files) {
    expect(
      list.map((cue) => [cue.start, cue.end]),
      lang,
    ).toEqual(frenchCues.map((cue) => [cue.start, cue.end]));
    if (lang !== "fr")
      list.forEach((cue, index) =>
        expect(cue.text, `${lang} cue ${index + 1}`).not.toBe(frenchCues[index]!.text),
      );
  }
}

/** The showing track's cues once the browser has loaded them, and the video's duration. */
function shownCues(video: Locator) {
  return video.evaluate(async (element: HTMLVideoElement) => {
    if (element.readyState < 1)
      await new Promise((resolve) => element.addEventListener("loadedmetadata", resolve, { once: true }));
    const track = [...element.textTracks].find((candidate) => candidate.mode === "showing");
    return {
      language: track?.language ?? null,
      duration: element.duration,
      cues: [...(track?.cues ?? [])].map((cue) => ({
        start: cue.startTime,
        end: cue.endTime,
        text: (cue as VTTCue).text,
        line: (cue as VTTCue).line,
      })),
    };
  });
}

test.describe("a German viewer", () => {
  test("watches the release video with German captions, inside the video's time, and can pick any language", async ({
    page,
    problems,
  }) => {
    await page.goto(localizePath("de", "/release"));
    await expect(page).toBeHydrated();
    const video = page.locator("video.release-video__player");
    const list = await expectCaptionTracks(video, "de");
    await expect.poll(async () => (await shownCues(video)).cues.length).toBeGreaterThan(0);
    const shown = await shownCues(video);
    expect(shown.language).toBe("de");
    for (const cue of shown.cues) {
      expect(cue.start).toBeGreaterThanOrEqual(0);
      expect(cue.end).toBeLessThanOrEqual(shown.duration + 0.01);
      // Drawn near the top of the picture (a line number or a percentage), off the French title and
      // status line in its middle and below.
      expect(cue.line).toBeLessThanOrEqual(10);
    }
    await expectTranslatedFiles(page, list);
    await expect(page).toHaveNoAxeViolations();
    expect(problems.pageErrors).toEqual([]);
  });

  test("gets the home video's captions in German too, with every language offered", async ({
    page,
    siteServer,
  }) => {
    await page.goto(localizePath("de", "/"));
    await expect(page).toBeHydrated();
    const list = await expectCaptionTracks(page.locator("video.home-video__player"), "de");
    await expectTranslatedFiles(page, list);
    // The tracks are in the pre-rendered page, before any script.
    const html = (await rawRequest(siteServer.url, localizePath("de", "/"))).body.toString("utf8");
    expect(html).toMatch(/<track[^>]*srcLang="de"|<track[^>]*srclang="de"/);
  });
});

test.describe("an Arabic viewer on a phone", () => {
  test.use(PHONE);

  test("watches the release video with Arabic captions", async ({ page }) => {
    await page.goto(localizePath("ar", "/release"));
    await expect(page).toBeHydrated();
    const video = page.locator("video.release-video__player");
    await expectCaptionTracks(video, "ar");
    await expect.poll(async () => (await shownCues(video)).cues.length).toBeGreaterThan(0);
    const shown = await shownCues(video);
    expect(shown.language).toBe("ar");
    for (const cue of shown.cues) expect(cue.text).toMatch(/\p{Script=Arabic}/u);
  });
});

test.describe("a French viewer on a phone", () => {
  test.use(PHONE);

  test("sees the whole picture, its French words without captions over them, and can turn captions on", async ({
    page,
  }) => {
    await page.goto("/release");
    await expect(page).toBeHydrated();
    const video = page.locator("video.release-video__player");
    // The picture at its own shape, 16:9: nothing of its title is cut off at the sides.
    const box = (await video.boundingBox())!;
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    const list = await tracks(video);
    expect(list.map((track) => track.srclang).sort()).toEqual([...LOCALES].sort());
    expect(list.filter((track) => track.default)).toEqual([]);
    expect(
      await video.evaluate(
        (element: HTMLVideoElement) =>
          [...element.textTracks].filter((track) => track.mode === "showing").length,
      ),
    ).toBe(0);
  });
});
