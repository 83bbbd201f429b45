import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { LOCALE_REDIRECT_SCRIPT } from "./locale-redirect";
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, resolveLocale } from "./locales";
import { localizePath } from "./paths";

interface PageState {
  stored?: string | null | Error;
  navigation?: "navigate" | "reload" | "back_forward" | "prerender";
  referrer?: string;
}

const ORIGIN = "https://example.test";

/** Runs the inline script against a fake page; returns where it sends the visitor, or null. */
function load(url: string, state: PageState = {}): string | null {
  const { pathname, search, hash } = new URL(url, ORIGIN);
  let target: string | null = null;
  runInNewContext(LOCALE_REDIRECT_SCRIPT, {
    localStorage: {
      getItem: (key: string) => {
        if (state.stored instanceof Error) throw state.stored;
        return key === LOCALE_STORAGE_KEY ? (state.stored ?? null) : null;
      },
    },
    location: { origin: ORIGIN, pathname, search, hash, replace: (to: string) => (target = to) },
    performance: { getEntriesByType: () => [{ type: state.navigation ?? "navigate" }] },
    document: { referrer: state.referrer ?? "" },
  });
  return target;
}

/** Where the rest of the site would send a visitor arriving at `url` with this stored value. */
function expected(url: string, stored: string | null): string | null {
  const { pathname, search, hash } = new URL(url, ORIGIN);
  const wanted = resolveLocale(stored);
  if (pathname !== "/" || !wanted || wanted === DEFAULT_LOCALE) return null;
  return localizePath(wanted, "/") + search + hash;
}

describe("stored-language redirect script", () => {
  const urls = [
    "/",
    "/?from=chat#top",
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

  it("moves a visitor arriving at / only, and agrees with the site's own language functions", () => {
    for (const url of urls) {
      for (const value of values)
        expect(load(url, { stored: value }), `${url} with ${JSON.stringify(value)}`).toBe(
          expected(url, value),
        );
    }
  });

  it("never moves an address with a language prefix, nor a French page other than /", () => {
    expect(load("/ar/board?category=parking#map", { stored: "ru" })).toBeNull();
    expect(load("/en/play", { stored: "ru" })).toBeNull();
    expect(load("/notice/game/justice/court", { stored: "ru" })).toBeNull();
    expect(load("/ru", { stored: "fr" })).toBeNull();
    expect(load("/", { stored: "ru" })).toBe("/ru");
  });

  it("leaves / alone on Back, Forward and reloads, and when a link of the site led there", () => {
    expect(load("/", { stored: "de", navigation: "back_forward" })).toBeNull();
    expect(load("/", { stored: "de", navigation: "reload" })).toBeNull();
    expect(load("/", { stored: "de", referrer: `${ORIGIN}/board` })).toBeNull();
    expect(load("/", { stored: "de", referrer: "https://discord.com/" })).toBe("/de");
    expect(load("/", { stored: "de", referrer: `${ORIGIN}.evil.test/` })).toBe("/de");
  });

  it("gives English for a language the site does not offer, and ignores garbage and failing storage", () => {
    expect(load("/", { stored: "pt-BR" })).toBe("/en");
    expect(load("/", { stored: "<img src=x>" })).toBeNull();
    expect(load("/", { stored: null })).toBeNull();
    expect(load("/", { stored: new Error("SecurityError: storage disabled") })).toBeNull();
  });
});
