import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { formatRich, formatText } from "./format";
import type { MessageKey, Messages } from "./messages";

const messages = {
  "app.title.site": "Brumes RP",
  "app.notice.articleCount": "{count, plural, one {# article} other {# articles}}",
  "app.footer.about.text": "Fondée en {year}.{lineBreak}Bienvenue",
  "app.header.home": "{site}, retour à l'accueil",
} as unknown as Messages;

/** Formats one ICU message, given as a string or, as the browser build ships it, parsed. */
function format(
  locale: "fr" | "en" | "ru" | "ar",
  message: string,
  values?: Record<string, string | number>,
) {
  const key = "app.test" as MessageKey;
  const asText = formatText(locale, { [key]: message } as Messages, key, values);
  expect(formatText(locale, { [key]: parse(message) } as unknown as Messages, key, values)).toBe(asText);
  return asText;
}

const COUNT =
  "{n, plural, =0 {aucun} one {# un} two {# deux} few {# peu} many {# beaucoup} other {# autres}}";

describe("format", () => {
  it("returns plain text as it is and formats ICU arguments and plurals", () => {
    expect(formatText("fr", messages, "app.title.site")).toBe("Brumes RP");
    expect(formatText("fr", messages, "app.notice.articleCount", { count: 1 })).toBe("1 article");
    expect(formatText("fr", messages, "app.notice.articleCount", { count: 11 })).toBe("11 articles");
    expect(formatText("fr", messages, "app.header.home", { site: "Brumes RP" })).toBe(
      "Brumes RP, retour à l'accueil",
    );
  });

  it("returns parts when a value is an element", () => {
    const br = { type: "br" };
    expect(formatRich("fr", messages, "app.footer.about.text", { year: 2020, lineBreak: br })).toEqual([
      "Fondée en 2020.",
      br,
      "Bienvenue",
    ]);
  });

  it("chooses =N first, then the language's plural category", () => {
    expect([0, 1, 2, 1.5, 5].map((n) => format("fr", COUNT, { n }))).toEqual([
      "aucun",
      "1 un",
      "2 autres",
      "1,5 un",
      "5 autres",
    ]);
    expect([0, 1, 2, 5, 21].map((n) => format("en", COUNT, { n }))).toEqual([
      "aucun",
      "1 un",
      "2 autres",
      "5 autres",
      "21 autres",
    ]);
    expect([1, 3, 5, 21, 1.5].map((n) => format("ru", COUNT, { n }))).toEqual([
      "1 un",
      "3 peu",
      "5 beaucoup",
      "21 un",
      "1,5 autres",
    ]);
  });

  it("knows Arabic's zero, two, few and many, and writes its digits", () => {
    const arabic = "{n, plural, zero {صفر} one {واحد} two {اثنان} few {# قليل} many {# كثير} other {# آخر}}";
    expect([0, 1, 2, 3, 11, 100].map((n) => format("ar", arabic, { n }))).toEqual([
      "صفر",
      "واحد",
      "اثنان",
      `${new Intl.NumberFormat("ar").format(3)} قليل`,
      `${new Intl.NumberFormat("ar").format(11)} كثير`,
      `${new Intl.NumberFormat("ar").format(100)} آخر`,
    ]);
  });

  it("formats # as a number of the language, and plain arguments as they are", () => {
    expect(format("fr", "{n, plural, other {# lieux en {year}}}", { n: 12345, year: 2020 })).toBe(
      `${new Intl.NumberFormat("fr").format(12345)} lieux en 2020`,
    );
    expect(format("en", "{n, plural, offset:1 other {# others}}", { n: 3 })).toBe("2 others");
  });

  it("chooses a select option, or other", () => {
    const role = "{gender, select, f {Fondatrice} other {Fondateur}}";
    expect(format("fr", role, { gender: "f" })).toBe("Fondatrice");
    expect(format("fr", role, { gender: "m" })).toBe("Fondateur");
  });

  it("formats a plural inside a select, and # inside a select inside a plural", () => {
    const nested =
      "{gender, select, f {{n, plural, one {# invitée} other {# invitées}}} other {{n, plural, one {# invité} other {# invités}}}}";
    expect(format("fr", nested, { gender: "f", n: 1 })).toBe("1 invitée");
    expect(format("fr", nested, { gender: "m", n: 3 })).toBe("3 invités");
    expect(
      format("fr", "{n, plural, other {# {gender, select, f {amies} other {amis}}}}", { n: 4, gender: "f" }),
    ).toBe("4 amies");
  });

  it("keeps quoted syntax as text", () => {
    expect(format("fr", "L''accueil '{site}'", {})).toBe("L'accueil {site}");
  });

  it("gives a tag's content to its function", () => {
    const key = "app.test" as MessageKey;
    const strong = (parts: (string | object)[]) => ({ type: "b", parts });
    expect(
      formatRich("fr", { [key]: "Lisez <b>la {name}</b> !" } as Messages, key, { name: "notice", b: strong }),
    ).toEqual(["Lisez ", { type: "b", parts: ["la ", "notice"] }, " !"]);
  });

  it("names the message and the placeholder when a value is missing", () => {
    expect(() => formatText("fr", messages, "app.header.home")).toThrow(
      'The message "app.header.home" (fr) needs a value for "{site}".',
    );
    expect(() => formatText("fr", messages, "app.notice.articleCount", {})).toThrow(
      /app\.notice\.articleCount.*\{count\}/,
    );
  });
});
