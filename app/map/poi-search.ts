import { MASKED_NAME, type MapCategory, type MapCategoryId, type MapKind, type Poi } from "./poi-types.ts";
import { compareFrench, normalizeText } from "../lib/text.ts";

/** Longest query looked at: names are far shorter, and a pasted page must not cost anything. */
const MAX_QUERY_LENGTH = 120;

/** Arabic's article « ال » at a word's start (before at least two letters), and its hamza'd alifs. */
const ARABIC_ARTICLE = /(^| )\u0627\u0644(?=\p{L}{2})/gu;
const ARABIC_ALIF = /[\u0622\u0623\u0625\u0671]/g;
/** Arabic's short vowels and other marks, and its stretching line: they change nothing of a word. */
const ARABIC_MARKS = /[\u064b-\u065f\u0670\u0640]/g;

/**
 * Text as searched: no case, no accents, ligatures spelt out, and punctuation between words read
 * as a space ("Saint-Aurèle" is found by "saint aurele", "Cœur" by "coeur"); in Arabic, without
 * the article and with one alif ("المحافظة" is found as "محافظة").
 */
export function foldForSearch(text: string): string {
  // The alifs first: decomposed, their hamza is a mark that would cut the word in two.
  return normalizeText(text.slice(0, MAX_QUERY_LENGTH * 4).replace(ARABIC_ALIF, "\u0627"))
    .replace(ARABIC_MARKS, "")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(ARABIC_ARTICLE, "$1")
    .trim();
}

export type SearchResult =
  { kind: "category"; category: MapCategory } | { kind: "poi"; category: MapCategory; poi: Poi };

export interface SearchOutcome {
  results: SearchResult[];
  /** Matches before the limit. */
  total: number;
}

interface IndexEntry {
  category: MapCategory;
  poi: Poi;
  folded: string;
  /** The words of its kinds (content/map/kinds.json), folded, each after a space: " louer location". */
  keywords: string;
  /** The words of the kinds whose article links to it (a dealer the rental article names: " louer"). */
  linkedKeywords: string;
  /** Its place in its kind's list (the hospital before the clinics), for points its kind's words find. */
  kindOrder: number;
}

interface Index {
  points: IndexEntry[];
  /** Each category's words when a kind is the whole category (" garer stationner…"). */
  categoryKeywords: Map<MapCategoryId, string>;
}

const indexes = new WeakMap<readonly MapCategory[], WeakMap<readonly MapKind[], Index>>();
const NO_KINDS: readonly MapKind[] = [];

const foldedWords = (words: readonly string[]) => words.map((word) => ` ${foldForSearch(word)}`).join("");

/** Folded names and words, made on the first search rather than when the page starts. */
function indexOf(categories: readonly MapCategory[], kinds: readonly MapKind[]): Index {
  let byKinds = indexes.get(categories);
  if (!byKinds) indexes.set(categories, (byKinds = new WeakMap()));
  let index = byKinds.get(kinds);
  if (!index) {
    const byPoint = new Map<number, string>();
    const linked = new Map<number, string>();
    const kindOrder = new Map<number, number>();
    const categoryKeywords = new Map<MapCategoryId, string>();
    for (const kind of kinds) {
      const words = foldedWords(kind.keywords);
      if (!kind.points)
        categoryKeywords.set(kind.category, (categoryKeywords.get(kind.category) ?? "") + words);
      (kind.points ?? []).forEach((id, order) => {
        byPoint.set(id, (byPoint.get(id) ?? "") + words);
        if (!kindOrder.has(id)) kindOrder.set(id, order);
      });
      for (const id of kind.alsoFound ?? []) linked.set(id, (linked.get(id) ?? "") + words);
    }
    const points = categories.flatMap((category) =>
      category.points
        // Masked spots have no name to search: they are found through their category.
        .filter((poi) => poi.name !== MASKED_NAME)
        .map((poi) => ({
          category,
          poi,
          folded: foldForSearch(poi.name),
          keywords: byPoint.get(poi.id) ?? "",
          linkedKeywords: linked.get(poi.id) ?? "",
          kindOrder: kindOrder.get(poi.id) ?? Infinity,
        })),
    );
    index = { points, categoryKeywords };
    byKinds.set(kinds, index);
  }
  return index;
}

/** Whether one of the words starts with `word` (words each after a space). */
const startsAWord = (words: string, word: string) => words.includes(` ${word}`);

/**
 * 0: the name starts with the query; 1: a word of it does; 2: the words are found elsewhere in the
 * name; 3: found through the words of its kind ("louer" for a rental agency), in its kind's order; 4: only through
 * those of a kind whose article links to it (a dealer that also rents).
 */
function rank(entry: IndexEntry, query: string, words: readonly string[]): number {
  if (entry.folded.startsWith(query)) return 0;
  if (` ${entry.folded}`.includes(` ${query}`)) return 1;
  if (words.every((word) => entry.folded.includes(word))) return 2;
  if (words.every((word) => entry.folded.includes(word) || startsAWord(entry.keywords, word))) return 3;
  return 4;
}

/**
 * Points of every category whose name holds every word of the query, or the words players use for
 * its kind ("louer", "réparer", "rent"), best first, then by name; before them, the categories whose
 * name (in the page's language), id or kind's words match, so that "parking" or "garer" leads to a
 * whole category.
 */
export function searchMap(
  query: string,
  categories: readonly MapCategory[],
  categoryNames: (id: MapCategoryId) => readonly string[],
  limit: number,
  kinds: readonly MapKind[] = NO_KINDS,
): SearchOutcome {
  const folded = foldForSearch(query.slice(0, MAX_QUERY_LENGTH));
  if (folded === "") return { results: [], total: 0 };
  const words = folded.split(" ");
  const index = indexOf(categories, kinds);
  const categoryHits: SearchResult[] = categories
    .filter((category) => {
      const kindWords = index.categoryKeywords.get(category.id) ?? "";
      return (
        [category.id, ...categoryNames(category.id)].some((name) => {
          const foldedName = ` ${foldForSearch(name)}`;
          return words.every((word) => startsAWord(foldedName, word));
        }) || words.every((word) => startsAWord(kindWords, word))
      );
    })
    .map((category) => ({ kind: "category", category }));
  const pointHits = index.points
    .filter((entry) =>
      words.every(
        (word) =>
          entry.folded.includes(word) ||
          startsAWord(entry.keywords, word) ||
          startsAWord(entry.linkedKeywords, word),
      ),
    )
    .map((entry) => ({ entry, rank: rank(entry, folded, words) }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        (a.rank === 3 ? a.entry.kindOrder - b.entry.kindOrder : 0) ||
        compareFrench(a.entry.poi.name, b.entry.poi.name),
    )
    .map(({ entry }): SearchResult => ({ kind: "poi", category: entry.category, poi: entry.poi }));
  const all = [...categoryHits, ...pointHits];
  return { results: all.slice(0, limit), total: all.length };
}
