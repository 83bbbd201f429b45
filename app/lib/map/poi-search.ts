import { MASKED_NAME, type MapCategory, type MapCategoryId, type Poi } from "../../data/map/poi-types";
import { compareFrench, normalizeText } from "../text";

/** Longest query looked at: names are far shorter, and a pasted page must not cost anything. */
const MAX_QUERY_LENGTH = 120;

/**
 * Text as searched: no case, no accents, ligatures spelt out, and punctuation between words read
 * as a space ("Saint-Aurèle" is found by "saint aurele", "Cœur" by "coeur").
 */
export function foldForSearch(text: string): string {
  return normalizeText(text.slice(0, MAX_QUERY_LENGTH * 4))
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
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
}

const indexes = new WeakMap<readonly MapCategory[], IndexEntry[]>();

/** Folded names, made on the first search rather than when the page starts. */
function indexOf(categories: readonly MapCategory[]): IndexEntry[] {
  let index = indexes.get(categories);
  if (!index) {
    index = categories.flatMap((category) =>
      category.points
        // Masked spots have no name to search: they are found through their category.
        .filter((poi) => poi.name !== MASKED_NAME)
        .map((poi) => ({ category, poi, folded: foldForSearch(poi.name) })),
    );
    indexes.set(categories, index);
  }
  return index;
}

/** 0: the name starts with the query; 1: a word of it does; 2: the words are found elsewhere. */
function rank(folded: string, query: string): number {
  if (folded.startsWith(query)) return 0;
  if (` ${folded}`.includes(` ${query}`)) return 1;
  return 2;
}

/**
 * Points of every category whose name holds every word of the query, best first, then by name;
 * before them, the categories whose name (in the page's language) or id matches, so that
 * "parking" or "illégal" leads to a whole category.
 */
export function searchMap(
  query: string,
  categories: readonly MapCategory[],
  categoryNames: (id: MapCategoryId) => readonly string[],
  limit: number,
): SearchOutcome {
  const folded = foldForSearch(query.slice(0, MAX_QUERY_LENGTH));
  if (folded === "") return { results: [], total: 0 };
  const words = folded.split(" ");
  const categoryHits: SearchResult[] = categories
    .filter((category) =>
      [category.id, ...categoryNames(category.id)].some((name) => {
        const foldedName = foldForSearch(name);
        return words.every((word) => ` ${foldedName}`.includes(` ${word}`));
      }),
    )
    .map((category) => ({ kind: "category", category }));
  const pointHits = indexOf(categories)
    .filter((entry) => words.every((word) => entry.folded.includes(word)))
    .map((entry) => ({ entry, rank: rank(entry.folded, folded) }))
    .sort((a, b) => a.rank - b.rank || compareFrench(a.entry.poi.name, b.entry.poi.name))
    .map(({ entry }): SearchResult => ({ kind: "poi", category: entry.category, poi: entry.poi }));
  const all = [...categoryHits, ...pointHits];
  return { results: all.slice(0, limit), total: all.length };
}
