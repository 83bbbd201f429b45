import type { AsPlainObject, Options } from "minisearch";
import { normalizeText } from "./normalize.ts";

/** One searchable section of an article (the text under one heading). */
export interface SearchDocument {
  id: string;
  /** Link to the article, at the section's heading. */
  url: string;
  articleTitle: string;
  categoryTitle: string;
  heading: string;
  text: string;
}

/** The documents, for showing results (titles, links, snippets): fetched when the search opens. */
export const SEARCH_INDEX_URL = "/notice-search.json";

/**
 * The index is built at build time and split by the first letter of its words, Pagefind-like: a query
 * fetches the shards of its words' first letters (a few KB each) plus the shared statistics, never
 * the whole index, and the browser indexes nothing. Every key has its file, empty or not.
 */
export const SEARCH_SHARD_KEYS = [..."abcdefghijklmnopqrstuvwxyz0123456789", "_"] as const;
/** The index's statistics (document ids, field lengths), shared by the shards. */
export const SEARCH_BASE_KEY = "base";
const SHARDS_DIRECTORY = "/notice-search-index/";
export const searchShardUrl = (key: string) => `${SHARDS_DIRECTORY}${key}.json`;

/** Whether a site path is the search's data (documents, or the index's route and shards), not a page. */
export const isSearchDataPath = (path: string) =>
  path === SEARCH_INDEX_URL || path.startsWith(SHARDS_DIRECTORY);

/** One entry of the build's serialized index: a word, then per field, per document, the word's count. */
export type IndexEntry = AsPlainObject["index"][number];
/** The serialized index but its words: document ids, field lengths and their averages. */
export type IndexBase = Omit<AsPlainObject, "index">;

/** The shard that holds a normalized word: its first letter or digit, "_" for any other sign. */
export function shardKey(term: string): string {
  const first = term.charAt(0);
  return /^[a-z0-9]$/.test(first) ? first : "_";
}

// MiniSearch's own default tokenizer: the words of a query are cut exactly as the indexed text was.
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

/**
 * French words that say nothing of a rule (articles, prepositions, conjunctions), normalized: left
 * out of the index and of queries, so that « la banque » finds and marks « banque », not every « la ».
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  "le la les de des du un une et ou au aux en par pour sur dans avec sans que qui dont se ce cet cette ces sa son ses leur leurs est il elle ils elles on ne pas ni mais si".split(
    " ",
  ),
);

function processTerm(term: string): string | null {
  const normalized = normalizeText(term);
  return normalized.length > 1 && !STOP_WORDS.has(normalized) ? normalized : null;
}

/** A figure written in groups of three (« 10 000 $ », with a space): its digits joined. */
const GROUPED_FIGURE = /(?<![\p{N}])\p{N}{1,3}(?:[ \u00a0\u202f]\p{N}{3})+(?![\p{N}])/gu;

/**
 * The words of a text, as MiniSearch cuts them, and each figure written in groups of three once
 * more, whole: « 10 000 » is found by « 10000 » as by « 10 000 ».
 */
export function tokenize(text: string): string[] {
  const words = text.split(SPACE_OR_PUNCTUATION);
  for (const [figure] of text.matchAll(GROUPED_FIGURE)) words.push(figure.replace(/\D/gu, ""));
  return words;
}

/**
 * How many typos a word of a query may hold: none in a short one, in a figure (19 000 is not
 * 18 000), or in one the rulebook uses as it is (« louer » is not a typo of « loger », nor
 * « jouer »: the search tries that first, engine.ts); else one in five letters.
 */
export function typoTolerance(term: string, known: (term: string) => boolean): number | false {
  return term.length > 4 && !/\d/.test(term) && !known(term) ? 0.2 : false;
}

/** The normalized words of a query, as the index sees them. */
export function queryTerms(query: string): string[] {
  return tokenize(query)
    .map(processTerm)
    .filter((term): term is string => term !== null);
}

/** The shards a query needs, sorted. */
export function queryShardKeys(query: string): string[] {
  return termShardKeys(queryTerms(query));
}

/** The shards that hold these normalized terms, sorted. */
export function termShardKeys(terms: readonly string[]): string[] {
  return [...new Set(terms.map(shardKey))].sort();
}

/** Shared by the build (which indexes the documents) and the browser (which searches the shards). */
export const SEARCH_OPTIONS: Options<SearchDocument> = {
  fields: ["articleTitle", "heading", "text", "categoryTitle"],
  // The documents file holds what results show: the index stores nothing.
  storeFields: [],
  tokenize,
  processTerm,
  searchOptions: {
    prefix: true,
    // Where the words of the index are not known (the build, tests), any long word may be a typo;
    // the browser's search knows them (engine.ts).
    fuzzy: (term) => typoTolerance(term, () => false),
    boost: { articleTitle: 3, heading: 2, categoryTitle: 1.5 },
    combineWith: "AND",
  },
};
