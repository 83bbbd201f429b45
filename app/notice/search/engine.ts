import MiniSearch from "minisearch";
import {
  SEARCH_BASE_KEY,
  SEARCH_INDEX_URL,
  SEARCH_OPTIONS,
  searchShardUrl,
  type IndexBase,
  type IndexEntry,
  type SearchDocument,
} from "./index-options";

/** A result: its document, and the index's words it matched (for highlighting). */
export interface SearchHit extends SearchDocument {
  terms: string[];
}

const MAX_RESULTS = 12;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

// What has arrived, one copy per page: the same files serve every search dialog, and reopening.
let documents: Map<string, SearchDocument> | null = null;
let base: IndexBase | null = null;
const shards = new Map<string, IndexEntry[]>();
/** An index per set of shards (a query's first letters), made from the shards without indexing anything. */
const indexes = new Map<string, MiniSearch<SearchDocument>>();
const pending = new Map<string, Promise<void>>();

/** Fetches a piece once (again after a failure). */
function once(key: string, get: () => Promise<void>): Promise<void> {
  let piece = pending.get(key);
  if (!piece) {
    piece = get();
    pending.set(key, piece);
    piece.catch(() => pending.delete(key));
  }
  return piece;
}

/** On opening: the documents (what results show) and the index's statistics. */
export function loadBase(): Promise<void> {
  return Promise.all([
    once(SEARCH_INDEX_URL, async () => {
      const list = await fetchJson<SearchDocument[]>(SEARCH_INDEX_URL);
      documents = new Map(list.map((document) => [document.id, document]));
    }),
    once(SEARCH_BASE_KEY, async () => {
      base = await fetchJson<IndexBase>(searchShardUrl(SEARCH_BASE_KEY));
    }),
  ]).then(() => undefined);
}

/** As a word is typed: the shard of its first letter. */
export function loadShard(key: string): Promise<void> {
  return once(`shard:${key}`, async () => {
    shards.set(key, await fetchJson<IndexEntry[]>(searchShardUrl(key)));
  });
}

/** Whether a query with these shards can be answered now. */
export function canSearch(keys: readonly string[]): boolean {
  return documents !== null && base !== null && keys.every((key) => shards.has(key));
}

/** The query's results, from the index made of its shards; none until they have arrived. */
export function search(query: string, keys: readonly string[]): SearchHit[] {
  if (!documents || !base || !canSearch(keys)) return [];
  const setKey = keys.join("");
  let index = indexes.get(setKey);
  if (!index) {
    const entries = keys.flatMap((key) => shards.get(key) ?? []);
    index = MiniSearch.loadJS<SearchDocument>({ ...base, index: entries }, SEARCH_OPTIONS);
    indexes.set(setKey, index);
  }
  const hits: SearchHit[] = [];
  for (const result of index.search(query)) {
    const document = documents.get(String(result.id));
    if (document) hits.push({ ...document, terms: result.terms });
    if (hits.length === MAX_RESULTS) break;
  }
  return hits;
}
