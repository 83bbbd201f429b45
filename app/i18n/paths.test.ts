import { describe, expect, it } from "vitest";
import { localeFromPath, localizePath, splitLocalePath } from "./paths";

describe("locale paths", () => {
  it("keeps French at the root and prefixes the other languages", () => {
    expect(localizePath("fr", "/board")).toBe("/board");
    expect(localizePath("fr", "/")).toBe("/");
    expect(localizePath("en", "/")).toBe("/en");
    expect(localizePath("en", "/board")).toBe("/en/board");
    expect(localizePath("ar", "/notice/game?q=x#top")).toBe("/ar/notice/game?q=x#top");
    expect(localizePath("de", "/?q=1")).toBe("/de?q=1");
    expect(localizePath("de", "/#intro")).toBe("/de#intro");
    expect(localizePath("ru", "mailto:x@y.z")).toBe("mailto:x@y.z");
  });

  it("reads the language and the site path back from a URL path", () => {
    expect(splitLocalePath("/en/board")).toEqual({ locale: "en", sitePath: "/board" });
    expect(splitLocalePath("/en")).toEqual({ locale: "en", sitePath: "/" });
    expect(splitLocalePath("/en/")).toEqual({ locale: "en", sitePath: "/" });
    expect(splitLocalePath("/board")).toEqual({ locale: "fr", sitePath: "/board" });
    expect(splitLocalePath("/")).toEqual({ locale: "fr", sitePath: "/" });
    // Not a language prefix: French, and the path stays whole (it is then an unknown path).
    expect(splitLocalePath("/fr/board")).toEqual({ locale: "fr", sitePath: "/fr/board" });
    expect(splitLocalePath("/xx/board")).toEqual({ locale: "fr", sitePath: "/xx/board" });
    expect(splitLocalePath("/EN/board")).toEqual({ locale: "fr", sitePath: "/EN/board" });
    expect(splitLocalePath("/english")).toEqual({ locale: "fr", sitePath: "/english" });
    expect(localeFromPath("/ar/notice")).toBe("ar");
  });

  it("round-trips every language", () => {
    for (const locale of ["fr", "en", "de", "es", "ru", "ar"] as const) {
      for (const path of ["/", "/board", "/notice/game/character/ability"]) {
        expect(splitLocalePath(localizePath(locale, path))).toEqual({ locale, sitePath: path });
      }
    }
  });
});
