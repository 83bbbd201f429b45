/**
 * Points of interest of the /board map, by category, and the places (towns, districts) that name
 * where they are. The content files (content/map/) are read and checked at build time by
 * ./read.server.ts and reach the page through `virtual:map-data`: the page ships no validation code.
 * Code that runs in Node (scripts, e2e tests) calls readMapData() instead.
 */
import { categories, kinds } from "virtual:map-data";
import type { MapCategory, MapCategoryId, MapKind, Poi } from "./poi-types";

export { CATEGORY_ICONS, KIND_LABELS, MAP_CATEGORY_IDS, MASKED_NAME, POI_ICONS } from "./poi-types";
export type { MapCategory, MapCategoryId, MapKind, Poi, PoiIcon } from "./poi-types";

/** Categories in display order; "enterprise" is the default one of the map page. */
export const MAP_CATEGORIES: readonly MapCategory[] = categories;

/**
 * The kinds of places players look for (content/map/kinds.json): their points and rulebook links.
 * The words players search them by come on demand (loadKindWords): the map's start does not need them.
 */
export const MAP_KINDS: readonly Omit<MapKind, "keywords" | "alsoFound">[] = kinds;

/** The kinds with the words players type for them, loaded once (the search asks when first used). */
let withWords: Promise<readonly MapKind[]> | undefined;
export function loadKindWords(): Promise<readonly MapKind[]> {
  withWords ??= import("virtual:map-kind-words").then(({ words, alsoFound }) =>
    MAP_KINDS.map((kind) => ({
      ...kind,
      keywords: words[kind.id] ?? [],
      ...(alsoFound[kind.id] ? { alsoFound: alsoFound[kind.id] } : {}),
    })),
  );
  return withWords;
}

export const DEFAULT_MAP_CATEGORY: MapCategoryId = "enterprise";

export function getMapCategory(id: MapCategoryId): MapCategory {
  return MAP_CATEGORIES.find((c) => c.id === id)!;
}

/** The category a point belongs to, by its id (ids are unique across categories). */
export function findPoi(id: number): { category: MapCategory; poi: Poi } | undefined {
  for (const c of MAP_CATEGORIES) {
    const poi = c.points.find((point) => point.id === id);
    if (poi) return { category: c, poi };
  }
  return undefined;
}
