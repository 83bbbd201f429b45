/** Points of interest of the /board map: their shape and the allowed values (no validation code here). */

/** Marker icons of the map; each category allows a subset (CATEGORY_ICONS). */
export const POI_ICONS = ["business", "car", "moto", "velo", "boat", "plane", "parking", "illegal"] as const;
export type PoiIcon = (typeof POI_ICONS)[number];

/** Categories of the /board map, in display order. */
export const MAP_CATEGORY_IDS = ["enterprise", "dealer", "parking", "illegal"] as const;
export type MapCategoryId = (typeof MAP_CATEGORY_IDS)[number];

export const CATEGORY_ICONS: { readonly [K in MapCategoryId]: readonly PoiIcon[] } = {
  enterprise: ["business"],
  dealer: ["car", "moto", "velo", "boat", "plane"],
  parking: ["parking"],
  illegal: ["illegal"],
};

/** Illegal spots are discovered in game: the site only ever shows this placeholder as their name. */
export const MASKED_NAME = "???";

/** A point of interest: id, name, position "x,y,z" (game coordinates; x and y are drawn), icon. */
export interface Poi {
  id: number;
  name: string;
  position: string;
  icon: PoiIcon;
  /**
   * The rulebook page about this very place (`/notice/game/justice/court` for the court), linked
   * from its card instead of its kind's or its category's (see MapKind and MapCategory).
   */
  article?: string;
}

/** One category of the map with its points, as the readers give it (app/map/read.server.ts). */
export interface MapCategory {
  readonly id: MapCategoryId;
  /** Icons a point of this category may use. */
  readonly icons: readonly PoiIcon[];
  /**
   * Site path of the rulebook page that covers this kind of place, linked from the card of a
   * chosen point: an article (`/notice/game/<category>/<key>`) or a whole rulebook category
   * (`/notice/game/<category>`). content/map/categories.json; the readers check that the page exists.
   */
  readonly article: string;
  readonly points: readonly Poi[];
}

/**
 * A kind of place (car rental agencies, garages, car parks…): content/map/kinds.json. It gives its
 * points the words players search them by ("louer" finds the rental agencies) and, when it has one,
 * the rulebook article their cards link to.
 */
export interface MapKind {
  readonly id: string;
  readonly category: MapCategoryId;
  /**
   * The points of this kind, by id, found by the start of their names at build time; undefined
   * when the kind is its whole category (every car park), which the search then offers whole.
   */
  readonly points?: readonly number[];
  /** The rulebook page about this kind of place; else the category's. */
  readonly article?: string;
  /** What its points' cards call them instead of their icon's name (« Service public »). */
  readonly label?: KindLabel;
  /** Words players type for it, in every language (verbs and nouns: "louer", "rent", "mieten"). */
  readonly keywords: readonly string[];
  /**
   * Other points its words find: those its rulebook article links to (the dealers the rental
   * article says rent vehicles), though named otherwise. Loaded with the words.
   */
  readonly alsoFound?: readonly number[];
}

/** The names a kind may give its points on their cards, each a message of the catalogues. */
export const KIND_LABELS = {
  "public-service": "app.board.kind.publicService",
} as const;
export type KindLabel = keyof typeof KIND_LABELS;
