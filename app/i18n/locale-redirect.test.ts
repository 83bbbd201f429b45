import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { LOCALE_REDIRECT_SCRIPT } from "./locale-redirect";
import { resolveLocale } from "./locales";
import { localizePath, splitLocalePath } from "./paths";

/** Runs the inline script against a fake page and storage; returns where it sends the visitor. */
function run(url: string, stored: string | null | Error): string | null {
  const { pathname, search, hash } = new URL(url, "https://example.test");
  let target: string | null = null;
  runInNewContext(LOCALE_REDIRECT_SCRIPT, {
    localStorage: {
      getItem: () => {
        if (stored instanceof Error) throw stored;
        return stored;
      },
    },
    location: { pathname, search, hash, replace: (to: string) => (target = to) },
  });
  return target;
}

/** What the rest of the site would do with the same stored value. */
function expected(url: string, stored: string | null): string | null {
  const { pathname, search, hash } = new URL(url, "https://example.test");
  const wanted = resolveLocale(stored);
  const { locale, sitePath } = splitLocalePath(pathname);
  if (!wanted || wanted === locale) return null;
  return localizePath(wanted, sitePath) + search + hash;
}

describe("stored-language redirect script", () => {
  const urls = [
    "/",
    "/board?category=dealer",
    "/notice/game/character/ability#principe",
    "/en",
    "/en/",
    "/en/board",
    "/ar/notice/game?q=x#y",
    "/de/cgu#law",
    "/xx/board",
    "/english",
  ];
  const values = [
    null,
    "",
    "fr",
    "en",
    "de",
    "es",
    "ru",
    "ar",
    "pt",
    "en-US",
    "DE",
    "zh-Hant-TW",
    "<script>",
    "e",
    "1234",
    " ru ",
  ];

  it("agrees with the site's own language functions for every page and stored value", () => {
    for (const url of urls) {
      for (const value of values)
        expect(run(url, value), `${url} with ${JSON.stringify(value)}`).toBe(expected(url, value));
    }
  });

  it("sends a stored English reader of a French page to the English page, keeping query and hash", () => {
    expect(run("/board?category=parking#map", "en")).toBe("/en/board?category=parking#map");
    expect(run("/ar/notice", "fr")).toBe("/notice");
    expect(run("/de", "ru")).toBe("/ru");
    expect(run("/ru/", "fr")).toBe("/");
  });

  it("gives English for a language the site does not offer, and ignores garbage and failing storage", () => {
    expect(run("/play", "pt-BR")).toBe("/en/play");
    expect(run("/play", "<img src=x>")).toBeNull();
    expect(run("/play", null)).toBeNull();
    expect(run("/en/play", new Error("SecurityError: storage disabled"))).toBeNull();
  });
});
