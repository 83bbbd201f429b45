import { frenchElision } from "../i18n/french-elision";
import type { Locale } from "../i18n/locales";
import type { PointPlace } from "./place-of-point";

/** Formats one of the card's two messages with its values (the page's `t`). */
export type PlaceLineFormat = (
  key: "app.map.card.near" | "app.map.card.inTown",
  values: { place: string; town?: string },
) => string;

/**
 * The line of a point's card that says where it is: "Port de pêche, Les Salines", or "Près de …"
 * when the point is only closest to the place. French says the place with its article there
 * (`withArticle`, joined to "de": "Près du port de pêche", "Près de l'estuaire"); other languages
 * keep the name as written on the map.
 */
export function placeLine(
  { place, town, near }: PointPlace,
  locale: Locale,
  format: PlaceLineFormat,
): string {
  const french = locale === "fr";
  const name = near && french ? (place.withArticle ?? place.name) : place.name;
  const where = town ? format("app.map.card.inTown", { place: name, town: town.name }) : name;
  if (!near) return where;
  const sentence = format("app.map.card.near", { place: where });
  return french ? frenchElision(sentence) : sentence;
}
