// The content of content/ as the browser bundle gets it, from the readers (scripts/vite-plugins/site-data.ts).

declare module "virtual:map-data" {
  import type { MapCategory, MapKind } from "~/data/map/poi-types";
  import type { Place } from "~/data/map/place-types";
  /** content/map/points/<category>/ and categories.json, in display order. */
  export const categories: readonly MapCategory[];
  /** content/map/places/. */
  export const places: readonly Place[];
  /** content/map/kinds.json, each kind with its points' ids. */
  export const kinds: readonly MapKind[];
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
