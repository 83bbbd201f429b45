/**
 * Points of interest of the /board map, by category, the kinds of places players look for, and
 * the places (towns, districts) that name where they are: their types, and the lookups the page
 * makes in them. The content files (content/map/) are read and checked at build time by
 * ./read.server.ts; the page gets them in its route's data (./page-data.server.ts), not in its
 * start-up JavaScript, and its components read them with `useMapData`
 * (app/components/map/MapDataContext.tsx). Code that runs in Node (scripts, tests) calls
 * readMapData() instead.
 */
import type { MapCategory, MapCategoryId, MapKind, Poi } from "./poi-types";
import type { Place } from "./place-types";

export { CATEGORY_ICONS, KIND_LABELS, MAP_CATEGORY_IDS, MASKED_NAME, POI_ICONS } from "./poi-types";
export type { MapCategory, MapCategoryId, MapKind, Poi, PoiIcon } from "./poi-types";

/** A kind of place without its search words, which come on demand (loadKindWords). */
export type MapKindEntry = Omit<MapKind, "keywords" | "alsoFound">;

/** What the map page shows: its categories in display order, the kinds of places, the place names. */
export interface MapData {
  categories: readonly MapCategory[];
  kinds: readonly MapKindEntry[];
  places: readonly Place[];
}

/** The kinds with the words players type for them, loaded once (the search asks when first used). */
let withWords: Promise<readonly MapKind[]> | undefined;
export function loadKindWords(kinds: readonly MapKindEntry[]): Promise<readonly MapKind[]> {
  withWords ??= import("virtual:map-kind-words").then(({ words, alsoFound }) =>
    kinds.map((kind) => ({
      ...kind,
      keywords: words[kind.id] ?? [],
      ...(alsoFound[kind.id] ? { alsoFound: alsoFound[kind.id] } : {}),
    })),
  );
  return withWords;
}

export const DEFAULT_MAP_CATEGORY: MapCategoryId = "enterprise";

/** The category a point belongs to, by its id (ids are unique across categories). */
export function findPoi(
  categories: readonly MapCategory[],
  id: number,
): { category: MapCategory; poi: Poi } | undefined {
  for (const c of categories) {
    const poi = c.points.find((point) => point.id === id);
    if (poi) return { category: c, poi };
  }
  return undefined;
}
