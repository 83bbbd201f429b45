import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { MAP_CATEGORIES, getMapCategory, type MapCategory, type MapCategoryId, type Poi } from "~/data/map";
import { useHydrated } from "~/lib/useHydrated";

const DEFAULT_CATEGORY: MapCategoryId = "enterprise";

function parseCategory(value: string | null): MapCategoryId {
  return MAP_CATEGORIES.find((category) => category.id === value)?.id ?? DEFAULT_CATEGORY;
}

export interface BoardSelection {
  category: MapCategory;
  selected: Poi | undefined;
  selectCategory: (id: MapCategoryId) => void;
  selectPoi: (poi: Poi | undefined) => void;
}

/**
 * The map page's state lives in the URL (`?category=…&poi=…`): links can be shared, and
 * back/forward move through selections. The pre-rendered HTML shows the default category, so the
 * URL is read only once hydrated, keeping the first render identical to the HTML.
 */
export function useBoardSelection(): BoardSelection {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = hydrated ? searchParams : new URLSearchParams();
  const category = getMapCategory(parseCategory(params.get("category")));
  const poiId = Number(params.get("poi"));
  const selected = Number.isInteger(poiId) ? category.points.find((point) => point.id === poiId) : undefined;

  const selectCategory = useCallback(
    (id: MapCategoryId) => {
      // Switching category clears the selected point.
      setSearchParams(id === DEFAULT_CATEGORY ? {} : { category: id }, { preventScrollReset: true });
    },
    [setSearchParams],
  );

  const selectPoi = useCallback(
    (poi: Poi | undefined) => {
      const next: Record<string, string> = {};
      if (category.id !== DEFAULT_CATEGORY) next.category = category.id;
      if (poi) next.poi = String(poi.id);
      setSearchParams(next, { preventScrollReset: true });
    },
    [category.id, setSearchParams],
  );

  return { category, selected, selectCategory, selectPoi };
}
