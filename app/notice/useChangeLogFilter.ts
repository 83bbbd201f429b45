import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "~/lib/useHydrated";

/** The query parameter of the change log's category filter: `/notice/changes?category=justice`. */
export const CHANGE_LOG_CATEGORY_PARAM = "category";

/** The style that hides the other categories' entries before the app takes over (ChangeLogEarlyFilter). */
export const EARLY_FILTER_STYLE_ID = "change-log-early-filter";

/**
 * The change log's category filter lives in the URL, so a filtered list can be shared. The
 * pre-rendered HTML lists everything, so the URL is read once hydrated (the first render matches
 * the HTML); an unknown category shows everything.
 */
export function useChangeLogFilter(categories: readonly string[]) {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const requested = hydrated ? params.get(CHANGE_LOG_CATEGORY_PARAM) : null;
  const category = requested && categories.includes(requested) ? requested : null;
  // Once the app shows the filtered list itself, the early style would only get in the way.
  useEffect(() => {
    if (hydrated) document.getElementById(EARLY_FILTER_STYLE_ID)?.remove();
  }, [hydrated]);
  const setCategory = useCallback(
    (value: string | null) =>
      setParams(value ? { [CHANGE_LOG_CATEGORY_PARAM]: value } : {}, {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );
  return { category, setCategory };
}
