import MiniSearch, { type Query } from "minisearch";
import {
  SEARCH_BASE_KEY,
  SEARCH_INDEX_URL,
  SEARCH_OPTIONS,
  searchShardUrl,
  typoTolerance,
  type IndexBase,
  type IndexEntry,
  type SearchDocument,
} from "./index-options";
import { fetchJsonOnce } from "./fetch-once";

/** A result: its document, and the index's words it matched (for highlighting). */
export interface SearchHit extends SearchDocument {
  terms: string[];
}

/** The results shown; one more is looked for, to say that there are others. */
export const MAX_RESULTS = 12;

// What has arrived, one copy per page: the same files serve every search dialog, and reopening.
let documents: Map<string, SearchDocument> | null = null;
let base: IndexBase | null = null;
const shards = new Map<string, IndexEntry[]>();
/** An index per set of shards (a query's first letters), made from the shards without indexing anything. */
const indexes = new Map<string, { index: MiniSearch<SearchDocument>; words: Set<string> }>();
/** On opening: the documents (what results show) and the index's statistics. */
export async function loadBase(): Promise<void> {
  const [list, statistics] = await Promise.all([
    fetchJsonOnce<SearchDocument[]>(SEARCH_INDEX_URL),
    fetchJsonOnce<IndexBase>(searchShardUrl(SEARCH_BASE_KEY)),
  ]);
  documents ??= new Map(list.map((document) => [document.id, document]));
  base = statistics;
}

/** As a word is typed: the shard of its first letter. */
export async function loadShard(key: string): Promise<void> {
  shards.set(key, await fetchJsonOnce<IndexEntry[]>(searchShardUrl(key)));
}

/** Whether a query with these shards can be answered now. */
export function canSearch(keys: readonly string[]): boolean {
  return documents !== null && base !== null && keys.every((key) => shards.has(key));
}

/** The results shown, and whether the query found more than those. */
export interface SearchResults {
  hits: SearchHit[];
  more: boolean;
}

/**
 * The query's results, from the index made of its shards; none until they have arrived. The query
 * is the reader's text, or the query that text expands to in their language (vocabulary.ts).
 */
export function search(query: Query, keys: readonly string[]): SearchResults {
  if (!documents || !base || !canSearch(keys)) return { hits: [], more: false };
  const setKey = keys.join("");
  let made = indexes.get(setKey);
  if (!made) {
    const entries = keys.flatMap((key) => shards.get(key) ?? []);
    made = {
      index: MiniSearch.loadJS<SearchDocument>({ ...base, index: entries }, SEARCH_OPTIONS),
      words: new Set(entries.map(([word]) => word)),
    };
    indexes.set(setKey, made);
  }
  const { index, words } = made;
  const hits: SearchHit[] = [];
  // A word of the rulebook is first taken as written (« louer » does not find « loger »); when that
  // finds nothing, as typos: « permis de conduire » then finds « conduite sans permis ».
  const asWritten = index.search(query, {
    fuzzy: (term) => typoTolerance(term, (word) => words.has(word)),
  });
  for (const result of asWritten.length > 0 ? asWritten : index.search(query)) {
    const document = documents.get(String(result.id));
    if (!document) continue;
    if (hits.length === MAX_RESULTS) return { hits, more: true };
    hits.push({ ...document, terms: result.terms });
  }
  return { hits, more: false };
}
