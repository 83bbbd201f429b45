import { describe, expect, it } from "vitest";
import fr from "../i18n/messages/fr.json";
import en from "../i18n/messages/en.json";
import type { Place } from "./place-types";
import { formatText } from "../i18n/format";
import type { Messages } from "../i18n/messages";
import { placeLine, type PlaceLineFormat } from "./place-line";

/** The catalogue's messages, formatted as the page's `t` does. */
const formatIn =
  (messages: unknown, locale: "fr" | "en" = messages === fr ? "fr" : "en"): PlaceLineFormat =>
  (key, values) =>
    formatText(locale, messages as Messages, key, values);

const place = (fields: Partial<Place>): Place => ({
  id: "p",
  name: "P",
  kind: "district",
  position: "0,0,0",
  radius: 10,
  ...fields,
});

const harbour = place({ name: "Port de pêche", withArticle: "le port de pêche", kind: "harbour" });
const salines = place({ name: "Les Salines", kind: "town" });
const estuary = place({ name: "Estuaire de la Vière", withArticle: "l'estuaire de la Vière", kind: "area" });
const marshes = place({ name: "Marais salants", withArticle: "les marais salants", kind: "area" });
const town = place({ name: "Ferlac", kind: "town" });

describe("placeLine", () => {
  it("says a French 'near' with the place's article, joined to 'de'", () => {
    const format = formatIn(fr);
    expect(placeLine({ place: harbour, town: salines, near: true }, "fr", format)).toBe(
      "Près du port de pêche, Les Salines",
    );
    expect(placeLine({ place: estuary, town: undefined, near: true }, "fr", format)).toBe(
      "Près de l'estuaire de la Vière",
    );
    expect(placeLine({ place: marshes, town: undefined, near: true }, "fr", format)).toBe(
      "Près des marais salants",
    );
    // A town takes no article; a name with its own still contracts.
    expect(placeLine({ place: town, town: undefined, near: true }, "fr", format)).toBe("Près de Ferlac");
    expect(placeLine({ place: salines, town: undefined, near: true }, "fr", format)).toBe("Près des Salines");
  });

  it("shows the name as on the map when the point is in the place", () => {
    expect(placeLine({ place: harbour, town: salines, near: false }, "fr", formatIn(fr))).toBe(
      "Port de pêche, Les Salines",
    );
  });

  it("leaves other languages with the map's name", () => {
    expect(placeLine({ place: harbour, town: undefined, near: true }, "en", formatIn(en))).toBe(
      "Near Port de pêche",
    );
  });
});
