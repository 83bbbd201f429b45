import { describe, expect, it } from "vitest";
import { formatRich, formatText } from "./format";
import type { Messages } from "./messages";

const messages = {
  "app.title.site": "Brumes RP",
  "app.notice.articleCount": "{count, plural, one {# article} other {# articles}}",
  "app.footer.about.text": "Fondée en {year}.{lineBreak}Bienvenue",
  "app.header.home": "{site}, retour à l'accueil",
} as unknown as Messages;

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
});
