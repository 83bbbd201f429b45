// The content of content/ as the browser bundle gets it, from the readers (scripts/vite-plugins/site-data.ts).

declare module "virtual:map-data" {
  import type { MapCategory, MapKind } from "~/map/poi-types";
  import type { Place } from "~/map/place-types";
  /** content/map/points/<category>/ and categories.json, in display order. */
  export const categories: readonly MapCategory[];
  /** content/map/places/. */
  export const places: readonly Place[];
  /** content/map/kinds.json, each kind with its points' ids (its words are in virtual:map-kind-words). */
  export const kinds: readonly Omit<MapKind, "keywords" | "alsoFound">[];
}

declare module "virtual:map-kind-words" {
  /** The words players type for each kind of place (content/map/kinds.json), by kind id. */
  export const words: Readonly<Record<string, readonly string[]>>;
  /** The other points each kind's words find (those its rulebook article links to), by kind id. */
  export const alsoFound: Readonly<Record<string, readonly number[]>>;
}

declare module "virtual:credits" {
  import type { Contributor, OtherCredit, TeamMember } from "~/data/credits/schema";
  export const team: readonly TeamMember[];
  export const contributors: readonly Contributor[];
  export const others: readonly OtherCredit[];
}

declare module "virtual:business" {
  import type { SupportedGame } from "~/data/business-types";
  export const games: readonly SupportedGame[];
}

declare module "virtual:social" {
  import type { SocialLink } from "~/data/social";
  export const links: readonly SocialLink[];
}

declare module "virtual:search-vocabulary/*" {
  import type { VocabularyTopic } from "~/notice/search/vocabulary";
  /** content/search-vocabulary/<language>.json: the rulebook search's topics in that language. */
  export const topics: readonly VocabularyTopic[];
}
