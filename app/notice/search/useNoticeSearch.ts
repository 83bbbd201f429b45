import type MiniSearch from "minisearch";
import { useCallback, useRef, useState } from "react";
import { SEARCH_INDEX_URL, SEARCH_OPTIONS, type SearchDocument } from "./index-options";

export type SearchStatus = "idle" | "loading" | "ready" | "error";

export interface SearchHit extends SearchDocument {
  terms: string[];
}

const MAX_RESULTS = 12;

/** Loads the rulebook's search documents on first use (the index is not in the page's JavaScript). */
export function useNoticeSearch() {
  const indexRef = useRef<MiniSearch<SearchDocument> | null>(null);
  const [status, setStatus] = useState<SearchStatus>("idle");

  const load = useCallback(async () => {
    if (indexRef.current || status === "loading") return;
    setStatus("loading");
    try {
      const [{ default: MiniSearchClass }, response] = await Promise.all([
        import("minisearch"),
        fetch(SEARCH_INDEX_URL),
      ]);
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      const documents = (await response.json()) as SearchDocument[];
      const index = new MiniSearchClass<SearchDocument>(SEARCH_OPTIONS);
      index.addAll(documents);
      indexRef.current = index;
      setStatus("ready");
    } catch {
      setStatus("error");
    }
  }, [status]);

  const search = useCallback(
    (query: string): SearchHit[] => {
      const index = indexRef.current;
      if (!index || query.trim().length < 2) return [];
      return index
        .search(query)
        .slice(0, MAX_RESULTS)
        .map((result) => ({
          ...(result as unknown as SearchDocument),
          id: String(result.id),
          terms: result.terms,
        }));
    },
    // The index is read through the ref; status tells React when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [status],
  );

  return { status, load, search };
}
