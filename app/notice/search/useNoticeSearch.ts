import type MiniSearch from "minisearch";
import { useCallback, useEffect, useMemo, useState } from "react";
import {
  SEARCH_BASE_KEY,
  SEARCH_INDEX_URL,
  SEARCH_OPTIONS,
  queryShardKeys,
  searchShardUrl,
  type IndexBase,
  type IndexEntry,
  type SearchDocument,
} from "./index-options";

export type SearchStatus = "idle" | "loading" | "ready" | "error";

export interface SearchHit extends SearchDocument {
  terms: string[];
}

const MAX_RESULTS = 12;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** What has arrived: the documents and the index's statistics (on opening), the shards (on typing). */
interface Loaded {
  MiniSearchClass: typeof MiniSearch | null;
  documents: Map<string, SearchDocument> | null;
  base: IndexBase | null;
  shards: Map<string, IndexEntry[]>;
  /** An index per set of shards (the query's first letters), made from the shards without indexing anything. */
  indexes: Map<string, MiniSearch<SearchDocument>>;
}

// The page's one copy of what has arrived: the same files serve every search dialog, and reopening.
const store: Loaded = {
  MiniSearchClass: null,
  documents: null,
  base: null,
  shards: new Map(),
  indexes: new Map(),
};
const pending = new Map<string, Promise<void>>();

/**
 * The rulebook search. Opening it fetches the documents (what results show) and the index's
 * statistics; each word typed fetches the index shard of its first letter (a few KB), from its
 * first letter on, so a query's shards are there by the time it is typed. The browser indexes
 * nothing: the shards are the build's index, so results and their order are the whole index's, but
 * for a typo on a word's first letter.
 */
export function useNoticeSearch(query: string) {
  const [opened, setOpened] = useState(false);
  const [failed, setFailed] = useState(false);
  // Bumped when something arrives: results are worked out again in render.
  const [version, setVersion] = useState(0);

  /** Fetches a piece once; a failure shows the error status. */
  const fetchOnce = useCallback((key: string, get: () => Promise<void>) => {
    let piece = pending.get(key);
    if (!piece) {
      piece = get();
      pending.set(key, piece);
      // A failed piece is fetched again at the next try.
      piece.catch(() => pending.delete(key));
    }
    piece.then(
      () => setVersion((value) => value + 1),
      () => setFailed(true),
    );
  }, []);

  const load = useCallback(() => {
    setOpened(true);
    setFailed(false);
    fetchOnce("minisearch", async () => {
      store.MiniSearchClass = (await import("minisearch")).default;
    });
    fetchOnce(SEARCH_INDEX_URL, async () => {
      const documents = await fetchJson<SearchDocument[]>(SEARCH_INDEX_URL);
      store.documents = new Map(documents.map((document) => [document.id, document]));
    });
    fetchOnce(SEARCH_BASE_KEY, async () => {
      store.base = await fetchJson<IndexBase>(searchShardUrl(SEARCH_BASE_KEY));
    });
  }, [fetchOnce]);

  // From the first letter typed (before a search starts, at two), the shards of the query's words.
  const keys = useMemo(() => queryShardKeys(query.length === 1 ? `${query}${query}` : query), [query]);
  useEffect(() => {
    if (!opened) return;
    for (const key of keys) {
      fetchOnce(`shard:${key}`, async () => {
        store.shards.set(key, await fetchJson<IndexEntry[]>(searchShardUrl(key)));
      });
    }
  }, [opened, keys, fetchOnce]);

  const searchable = query.trim().length >= 2;
  const ready =
    store.MiniSearchClass !== null &&
    store.documents !== null &&
    store.base !== null &&
    (!searchable || keys.every((key) => store.shards.has(key)));

  const results = useMemo((): SearchHit[] => {
    const { MiniSearchClass, documents, base } = store;
    if (!ready || !searchable || !MiniSearchClass || !documents || !base) return [];
    const setKey = keys.join("");
    let index = store.indexes.get(setKey);
    if (!index) {
      const entries = keys.flatMap((key) => store.shards.get(key) ?? []);
      index = MiniSearchClass.loadJS<SearchDocument>({ ...base, index: entries }, SEARCH_OPTIONS);
      store.indexes.set(setKey, index);
    }
    const hits: SearchHit[] = [];
    for (const result of index.search(query)) {
      const document = documents.get(String(result.id));
      if (document) hits.push({ ...document, terms: result.terms });
      if (hits.length === MAX_RESULTS) break;
    }
    return hits;
    // `version` says when the store (outside React) received something.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, keys, ready, searchable, version]);

  const status: SearchStatus = failed ? "error" : !opened ? "idle" : ready ? "ready" : "loading";
  return { status, load, results };
}
