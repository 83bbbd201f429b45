import { useCallback, useEffect } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { findPoi, type MapCategory, type MapCategoryId, type Poi } from "~/map";
import type { Spot } from "~/map/game-position";
import { mapQuery, mapSearchParams, parseMapSearch, type MapState, type RefusedMapLink } from "~/map/map-url";
import { PINS_PARAM } from "~/map/pins";
import { useHydrated } from "~/lib/useHydrated";
import { useMapData } from "./MapDataContext";

/**
 * A choice is drawn in the same task as the click (not as a deferred transition): the list, the
 * card and the marker answer at once, and the page stays where it is.
 */
const CHOICE = { preventScrollReset: true, flushSync: true } as const;

export interface MapSelection {
  category: MapCategory;
  selected: Poi | undefined;
  /**
   * The place the reader chose `selected` from, on its card's nearest places: still drawn, so that
   * the car park and the prefecture it serves show together. Kept in the history entry.
   */
  origin: Poi | undefined;
  /** A spot of the island shown with a marker (`?at=x,y,z`), when no place is chosen. */
  spot: Spot | undefined;
  selectCategory: (id: MapCategoryId) => void;
  /**
   * Chooses a point of the current category, or of `category` when given (from the search), from
   * the place `from` when chosen on its card.
   */
  selectPoi: (poi: Poi | undefined, category?: MapCategory, from?: Poi) => void;
  /** Shows a spot of the island (a long press, a shared position), or none. */
  selectSpot: (spot: Spot | undefined) => void;
  /** Neither a place nor a spot, in place of the current history entry (a pin's card opens instead). */
  clearSelection: () => void;
  /** Takes a shared link's pins out of the address, once kept or dismissed. */
  dropSharedPins: () => void;
  /** What the address asked for that the map could not show, until the next choice. */
  refused: RefusedMapLink | undefined;
}

/**
 * The map page's state lives in the URL (`?category=…&poi=…`, or `?at=…`): links can be shared,
 * and back/forward move through selections. The pre-rendered HTML shows the default category, so
 * the URL is read only once hydrated, keeping the first render identical to the HTML. A URL naming
 * a point that is not there is ignored and replaced by the cleaned one (no new history entry).
 */
export function useMapSelection(): MapSelection {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { search } = location;
  const navigate = useNavigate();
  const { categories } = useMapData();
  const { category, selected, spot, cleaned, refused } = parseMapSearch(
    hydrated ? searchParams : new URLSearchParams(),
    categories,
  );
  const cleanedQuery = cleaned ? mapQuery(cleaned) : undefined;
  // Kept in the cleaned entry's state: the reader is told why the map does not show what the link
  // asked, until the next choice (a new entry, without it).
  const entryState = location.state as { refusedMapLink?: RefusedMapLink; fromPoi?: unknown } | null;
  const refusedLink = entryState?.refusedMapLink;
  const fromId = entryState?.fromPoi;
  const origin =
    selected && typeof fromId === "number" && fromId !== selected.id
      ? findPoi(categories, fromId)?.poi
      : undefined;

  // Written by hand rather than by setSearchParams, which would write a spot's commas as %2C.
  const go = useCallback(
    (state: MapState, options: { replace?: boolean; state?: { fromPoi: number } } = {}) =>
      navigate(
        { search: mapQuery(mapSearchParams(state, new URLSearchParams(search))) },
        { ...CHOICE, ...options },
      ),
    [navigate, search],
  );

  useEffect(() => {
    if (cleanedQuery !== undefined) {
      void navigate(
        { search: cleanedQuery },
        { replace: true, preventScrollReset: true, state: refused ? { refusedMapLink: refused } : null },
      );
    }
  }, [cleanedQuery, refused, navigate]);

  const selectCategory = useCallback(
    (id: MapCategoryId) => {
      // Switching category clears the selected point.
      const next = categories.find((c) => c.id === id)!;
      void go({ category: next, selected: undefined });
    },
    [categories, go],
  );

  const selectPoi = useCallback(
    (poi: Poi | undefined, inCategory: MapCategory = category, from?: Poi) => {
      void go({ category: inCategory, selected: poi }, from ? { state: { fromPoi: from.id } } : {});
    },
    [category, go],
  );

  const selectSpot = useCallback(
    (next: Spot | undefined) => {
      void go({ category, selected: undefined, spot: next });
    },
    [category, go],
  );

  const clearSelection = useCallback(() => {
    if (selected || spot) void go({ category, selected: undefined }, { replace: true });
  }, [category, selected, spot, go]);

  const dropSharedPins = useCallback(() => {
    const params = new URLSearchParams(search);
    params.delete(PINS_PARAM);
    void navigate({ search: mapQuery(params) }, { replace: true, preventScrollReset: true });
  }, [navigate, search]);

  return {
    category,
    selected,
    origin,
    spot,
    selectCategory,
    selectPoi,
    selectSpot,
    clearSelection,
    dropSharedPins,
    refused: refusedLink,
  };
}
