import { DEFAULT_MAP_CATEGORY, type MapCategory, type Poi } from ".";
import { atParam, parseAt, type Spot } from "./game-position";

/**
 * The map page's state as its URL carries it: `/board?category=<id>&poi=<id>`, or a spot of the
 * island that is no place, `/board?at=x,y,z` (a chosen place wins over a spot).
 */
export interface MapState {
  category: MapCategory;
  selected: Poi | undefined;
  spot?: Spot | undefined;
}

/**
 * Reads the state from the query string. Anything that does not name a real category or a point
 * of that category is ignored: an unknown category gives the default one, a `poi` that is not a
 * whole number, does not exist or belongs to another category gives no selection. `cleaned` is
 * the query string to put in place of the current one when it said more than the state, or null.
 */
export function parseMapSearch(
  search: URLSearchParams,
  categories: readonly MapCategory[],
): MapState & { cleaned: URLSearchParams | null; refused: RefusedMapLink | undefined } {
  const category =
    categories.find((c) => c.id === search.get("category")) ??
    categories.find((c) => c.id === DEFAULT_MAP_CATEGORY)!;
  const poiText = search.get("poi");
  const selected =
    poiText !== null && /^\d{1,9}$/.test(poiText)
      ? category.points.find((point) => point.id === Number(poiText))
      : undefined;
  const atText = search.get("at");
  const spot = selected ? undefined : parseAt(atText);
  const canonical = mapSearchParams({ category, selected, spot }, search);
  const noSuchPoint =
    poiText !== null &&
    !selected &&
    !categories.some((each) => each.points.some((point) => String(point.id) === poiText));
  const refused: RefusedMapLink | undefined = noSuchPoint
    ? "poi"
    : atText !== null && !selected && !spot
      ? "at"
      : undefined;
  return {
    category,
    selected,
    spot,
    cleaned: canonical.toString() === search.toString() ? null : canonical,
    refused,
  };
}

/**
 * What a link asked for that the map could not show: a place no longer on it (`poi`, renamed or
 * removed since), or a position that is not one of the island (`at`).
 */
export type RefusedMapLink = "poi" | "at";

/**
 * The query string of a state; the default category is written without a parameter. Parameters
 * that are not the map's own (a campaign tag) are kept from `keep`.
 */
export function mapSearchParams(state: MapState, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(keep);
  params.delete("category");
  params.delete("poi");
  params.delete("at");
  if (state.category.id !== DEFAULT_MAP_CATEGORY) params.set("category", state.category.id);
  if (state.selected) params.set("poi", String(state.selected.id));
  else if (state.spot) params.set("at", atParam(state.spot));
  return params;
}

/** A query string as links write it: commas are left as they are (`at=12.5,-40`), as URLs allow. */
export function mapQuery(params: URLSearchParams): string {
  return params.toString().replace(/%2C/g, ",");
}

/**
 * The id of a place's line in the page's list without JavaScript (app/components/map/AllPlacesList):
 * a shared place's link ends with it, so that a browser that runs no script shows that line.
 */
export const placeAnchor = (id: number) => `poi-${id}`;

/** Site path of the map with this state: "/board", "/board?category=parking&poi=3003", "/board?at=12.50,-40.00". */
export function mapPath(state: MapState): string {
  const query = mapQuery(mapSearchParams(state));
  return query ? `/board?${query}` : "/board";
}
