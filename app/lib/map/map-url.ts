import { DEFAULT_MAP_CATEGORY, MAP_CATEGORIES, type MapCategory, type Poi } from "../../data/map";

/** The map page's state as its URL carries it: `/board?category=<id>&poi=<id>`. */
export interface MapState {
  category: MapCategory;
  selected: Poi | undefined;
}

const DEFAULT = MAP_CATEGORIES.find((c) => c.id === DEFAULT_MAP_CATEGORY)!;

/**
 * Reads the state from the query string. Anything that does not name a real category or a point
 * of that category is ignored: an unknown category gives the default one, a `poi` that is not a
 * whole number, does not exist or belongs to another category gives no selection. `cleaned` is
 * the query string to put in place of the current one when it said more than the state, or null.
 */
export function parseMapSearch(search: URLSearchParams): MapState & { cleaned: URLSearchParams | null } {
  const category = MAP_CATEGORIES.find((c) => c.id === search.get("category")) ?? DEFAULT;
  const poiText = search.get("poi");
  const selected =
    poiText !== null && /^\d{1,9}$/.test(poiText)
      ? category.points.find((point) => point.id === Number(poiText))
      : undefined;
  const canonical = mapSearchParams({ category, selected }, search);
  return { category, selected, cleaned: canonical.toString() === search.toString() ? null : canonical };
}

/**
 * The query string of a state; the default category is written without a parameter. Parameters
 * that are not the map's own (a campaign tag) are kept from `keep`.
 */
export function mapSearchParams(state: MapState, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(keep);
  params.delete("category");
  params.delete("poi");
  if (state.category.id !== DEFAULT_MAP_CATEGORY) params.set("category", state.category.id);
  if (state.selected) params.set("poi", String(state.selected.id));
  return params;
}

/** Site path of the map with this state: "/board", "/board?category=parking&poi=3003". */
export function mapPath(state: MapState): string {
  const query = mapSearchParams(state).toString();
  return query ? `/board?${query}` : "/board";
}
