import { readFileSync } from "node:fs";
import { TYPE, parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";

const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(new URL(`./messages/${locale}.json`, import.meta.url), "utf8")) as Record<
      string,
      string
    >,
  ]),
);
const french = catalogues.fr!;

/** Argument names of an ICU message, read with the ICU parser (select and plural branches included). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ("value" in element && element.type !== TYPE.literal) {
        names.add(String(element.value));
      }
      if ("options" in element) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if ("children" in element) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

// Proper names (networks, stores, platforms) and messages made only of placeholders may read the
// same in several languages; "Video", "Mapping" and "Community" are also German words; keys are
// named as printed on the reader's keyboard ("Ctrl" but for German "Strg").
const SAME_EVERYWHERE =
  /^(app\.title\.site|app\.(title|page)\.community|app\.network\.(twitter|twitch|youtube|discord)|app\.map\.(option|card\.inTown)|app\.play\.store\.\w+|app\.business\.platform\.\w+|app\.credits\.kind\.(discord|video|mapping)|app\.credits\.link\.github|app\.notice\.search\.shortcutKeys)$/;

describe.each(LOCALES.filter((locale) => locale !== "fr"))("catalogue %s", (locale) => {
  const catalogue = catalogues[locale]!;

  it("has exactly the French keys", () => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(french).sort());
  });

  it("keeps every placeholder of the French message", () => {
    for (const [key, message] of Object.entries(french)) {
      expect(placeholders(catalogue[key] ?? ""), `${locale} ${key}`).toEqual(placeholders(message));
    }
  });

  it("says that the rulebook's search takes the reader's language or French", () => {
    // Each language's own names for the two, by their first letters ("по-русски", "بالعربية").
    const names = new Intl.DisplayNames([locale], { type: "language" });
    const label = catalogue["app.notice.search.label"]!.toLocaleLowerCase(locale);
    for (const language of [locale, "fr"])
      expect(label).toContain(names.of(language)!.toLocaleLowerCase(locale).replace(/^ال/, "").slice(0, 4));
  });

  if (locale !== "en") {
    it("is translated, not a copy of the English text", () => {
      const copies = Object.keys(french).filter(
        (key) =>
          !SAME_EVERYWHERE.test(key) &&
          catalogue[key] === catalogues.en![key] &&
          /\p{L}{3}/u.test(catalogue[key] ?? ""),
      );
      expect(copies).toEqual([]);
    });
  }
});

describe("French catalogue", () => {
  it("has no empty message", () => {
    for (const [key, message] of Object.entries(french)) expect(message.trim(), key).not.toBe("");
  });
});

describe.each(LOCALES)("catalogue %s syntax", (locale) => {
  it("uses only what app/i18n/format.ts formats: arguments, plural, select, # and tags", () => {
    const unsupported: string[] = [];
    const visit = (key: string, elements: MessageFormatElement[]) => {
      for (const element of elements) {
        if (
          (element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) &&
          element.style
        ) {
          unsupported.push(key);
        }
        if ("options" in element) {
          for (const option of Object.values(element.options)) visit(key, option.value);
        }
        if ("children" in element) visit(key, element.children);
      }
    };
    for (const [key, message] of Object.entries(catalogues[locale]!)) visit(key, parse(message));
    expect(unsupported).toEqual([]);
  });
});
