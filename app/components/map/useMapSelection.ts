import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import type { MapCategory, MapCategoryId, Poi } from "~/data/map";
import { MAP_CATEGORIES } from "~/data/map";
import { mapSearchParams, parseMapSearch } from "~/lib/map/map-url";
import { useHydrated } from "~/lib/useHydrated";

/**
 * A choice is drawn in the same task as the click (not as a deferred transition): the list, the
 * card and the marker answer at once, and the page stays where it is.
 */
const CHOICE = { preventScrollReset: true, flushSync: true } as const;

export interface MapSelection {
  category: MapCategory;
  selected: Poi | undefined;
  selectCategory: (id: MapCategoryId) => void;
  /** Chooses a point of the current category, or of `category` when given (from the search). */
  selectPoi: (poi: Poi | undefined, category?: MapCategory) => void;
}

/**
 * The map page's state lives in the URL (`?category=…&poi=…`): links can be shared, and
 * back/forward move through selections. The pre-rendered HTML shows the default category, so the
 * URL is read only once hydrated, keeping the first render identical to the HTML. A URL naming a
 * point that is not there is ignored and replaced by the cleaned one (no new history entry).
 */
export function useMapSelection(): MapSelection {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const { category, selected, cleaned } = parseMapSearch(hydrated ? searchParams : new URLSearchParams());
  const cleanedQuery = cleaned?.toString();

  useEffect(() => {
    if (cleanedQuery !== undefined) {
      setSearchParams(new URLSearchParams(cleanedQuery), { replace: true, preventScrollReset: true });
    }
  }, [cleanedQuery, setSearchParams]);

  const selectCategory = useCallback(
    (id: MapCategoryId) => {
      // Switching category clears the selected point.
      const next = MAP_CATEGORIES.find((c) => c.id === id)!;
      setSearchParams((current) => mapSearchParams({ category: next, selected: undefined }, current), CHOICE);
    },
    [setSearchParams],
  );

  const selectPoi = useCallback(
    (poi: Poi | undefined, inCategory: MapCategory = category) => {
      setSearchParams((current) => mapSearchParams({ category: inCategory, selected: poi }, current), CHOICE);
    },
    [category, setSearchParams],
  );

  return { category, selected, selectCategory, selectPoi };
}
