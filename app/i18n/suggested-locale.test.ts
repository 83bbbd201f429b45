import { describe, expect, it } from "vitest";
import { suggestedLocale } from "./suggested-locale";

describe("the language offered to a visitor", () => {
  it("is the stored choice on French pages only", () => {
    expect(suggestedLocale("fr", "ru", ["de-DE"])).toBe("ru");
    expect(suggestedLocale("ar", "ru", ["de-DE"])).toBeNull();
    expect(suggestedLocale("en", "ru", [])).toBeNull();
    expect(suggestedLocale("fr", "fr", ["de-DE"])).toBeNull();
    // Read as the redirect reads it: another language gives English, garbage is no choice.
    expect(suggestedLocale("fr", "pt-BR", [])).toBe("en");
    expect(suggestedLocale("fr", "<img>", ["de"])).toBe("de");
  });

  it("is the browser's first offered language for a first-time visitor, on a page in another one", () => {
    expect(suggestedLocale("fr", null, ["pt-BR", "de-AT", "en"])).toBe("de");
    expect(suggestedLocale("ar", null, ["de"])).toBe("de");
    expect(suggestedLocale("de", null, ["de-DE"])).toBeNull();
    expect(suggestedLocale("fr", null, ["pt-BR"])).toBeNull();
  });

  it("is none for a first-time visitor on a French-only page, whose other languages keep the French text", () => {
    expect(suggestedLocale("fr", null, ["en-GB"], true)).toBeNull();
    expect(suggestedLocale("ar", null, ["de"], true)).toBeNull();
    // A visitor who chose a language still gets the frame in it.
    expect(suggestedLocale("fr", "ru", ["en-GB"], true)).toBe("ru");
  });
});
