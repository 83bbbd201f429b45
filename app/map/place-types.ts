/** Named places of the /board map: their shape and the allowed values (no validation code here). */

/**
 * What a place is. It sets how its label looks and from which zoom it shows (MAP.placeLabelZoom in
 * app/config/site.ts); water names are labels only, no point can stand in them.
 */
export const PLACE_KINDS = ["town", "district", "harbour", "airport", "area", "water"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export interface Place {
  /** Lowercase words joined by "-", unique; a district names its town by this id. */
  id: string;
  /** Shown on the map and on a point's card, as written (French proper names). */
  name: string;
  /**
   * The name as a French sentence says it, with its article ("le port de pêche", "l'estuaire de la
   * Vière", "le Vieux-Port"): a card then reads "Près du port de pêche". Left out for a name that
   * takes none (a town: "Près de Ferlac") or that starts with its own ("Le Couchant").
   */
  withArticle?: string;
  kind: PlaceKind;
  /** Centre of the place and of its label, game coordinates "x,y,z" as for points (z is not used). */
  position: string;
  /** Game units around the centre that belong to the place: a point inside is "in" it. */
  radius: number;
  /** For a district or harbour: the id of its town, shown after it on a card ("Vieux-Port, Port-Brume"). */
  town?: string;
  /** Lowest and highest zoom at which the label shows, when the kind's default does not suit. */
  minZoom?: number;
  maxZoom?: number;
}
