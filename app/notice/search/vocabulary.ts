import type { Query } from "minisearch";
import { queryTerms } from "./index-options.ts";

/**
 * One topic of a language's search vocabulary (content/search-vocabulary/<language>.json): words a
 * reader of that language types, and the French words the rulebook uses for the same thing.
 */
export interface VocabularyTopic {
  readonly french: readonly string[];
  readonly words: readonly string[];
}

// Arabic spellings that readers mix up (hamza on alif, final tā' marbūṭa and hā', alif maqṣūra and
// yā'), and its short-vowel marks and stretching line, which change nothing of the word.
const ARABIC_ALIF = /[\u0622\u0623\u0625\u0671]/g;
const ARABIC_MARKS = /[\u064b-\u065f\u0670\u0640]/g;
const ARABIC_ARTICLE = /^\u0627\u0644(?=.{2})/u;

/**
 * How a term of the vocabulary and of a query are compared: the index's normalized term (case and
 * accents folded), with Arabic spelling variants folded and its article « ال » dropped, so that
 * « البنك » meets « بنك ».
 */
export function matchKey(term: string): string {
  return term
    .replace(ARABIC_MARKS, "")
    .replace(ARABIC_ALIF, "\u0627")
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0649/g, "\u064a")
    .replace(ARABIC_ARTICLE, "");
}

/** A word or phrase of the vocabulary as the keys of its terms; empty when nothing in it is searchable. */
export function phraseKeys(phrase: string): string[] {
  return queryTerms(phrase).map(matchKey);
}

/** How closely a typed term meets a vocabulary term: exactly, as another form of it, or as its start being typed. */
const Closeness = { None: 0, Typed: 1, Inflected: 2, Exact: 3 } as const;
type Closeness = (typeof Closeness)[keyof typeof Closeness];

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * Another form of the same word shares all but its last two letters, and at least four: a plural,
 * a case ending (« штрафы », « полиции »), a feminine (« abogada »).
 */
function closeness(typed: string, word: string, beingTyped: boolean): Closeness {
  if (typed === word) return Closeness.Exact;
  const shared = commonPrefix(typed, word);
  if (shared >= 4 && shared >= Math.max(typed.length, word.length) - 2) return Closeness.Inflected;
  if (beingTyped && typed.length >= 3 && word.startsWith(typed)) return Closeness.Typed;
  return Closeness.None;
}

interface Entry {
  keys: string[];
  topic: number;
}

/** A language's vocabulary, ready to expand queries. */
export interface Vocabulary {
  readonly entries: readonly Entry[];
  readonly topics: readonly VocabularyTopic[];
}

export function makeVocabulary(topics: readonly VocabularyTopic[]): Vocabulary {
  const entries = topics.flatMap((topic, index) =>
    topic.words.map((word) => ({ keys: phraseKeys(word), topic: index })).filter(({ keys }) => keys.length),
  );
  return { entries, topics };
}

/** The query MiniSearch runs, and the normalized terms whose index shards it needs. */
export interface ExpandedQuery {
  query: Query;
  terms: string[];
}

/** The vocabulary's phrases that start at `start` of the query, at their best closeness. */
function matchesAt(vocabulary: Vocabulary, keys: readonly string[], start: number, typingLast: boolean) {
  let best: { length: number; closeness: Closeness; topics: Set<number> } = {
    length: 0,
    closeness: Closeness.None,
    topics: new Set(),
  };
  for (const entry of vocabulary.entries) {
    const length = entry.keys.length;
    if (start + length > keys.length || length < best.length) continue;
    let least: Closeness = Closeness.Exact;
    for (let index = 0; index < length && least !== Closeness.None; index += 1) {
      const position = start + index;
      const beingTyped = typingLast && position === keys.length - 1;
      least = Math.min(least, closeness(keys[position]!, entry.keys[index]!, beingTyped)) as Closeness;
    }
    if (least === Closeness.None) continue;
    if (length > best.length || least > best.closeness)
      best = { length, closeness: least, topics: new Set([entry.topic]) };
    else if (least === best.closeness) best.topics.add(entry.topic);
  }
  return best;
}

/**
 * A query in the reader's language, made to find the French rulebook: each word or phrase of the
 * vocabulary in it (the longest first) is searched as itself or as any French word of its topic;
 * the other words as they are. Without a vocabulary word, the query is searched as typed.
 */
export function expandQuery(query: string, vocabulary: Vocabulary | null): ExpandedQuery {
  const terms = queryTerms(query);
  if (!vocabulary || terms.length === 0) return { query, terms };
  const keys = terms.map(matchKey);
  // The last word is still being typed until a space follows it.
  const typingLast = !/\s$/.test(query);
  const parts: Query[] = [];
  const french = new Set<string>();
  let expanded = false;
  for (let start = 0; start < terms.length;) {
    const match = matchesAt(vocabulary, keys, start, typingLast);
    if (match.length === 0) {
      parts.push(terms[start]!);
      start += 1;
      continue;
    }
    expanded = true;
    const own = terms.slice(start, start + match.length).join(" ");
    const alternatives = [...match.topics].flatMap((topic) => vocabulary.topics[topic]!.french);
    for (const phrase of alternatives) for (const term of queryTerms(phrase)) french.add(term);
    // Each phrase's words all together; the phrases one or another. The reader's own words, once
    // typed out, are matched as whole words: as prefixes, « car park » would find « carte ».
    const ownQuery: Query =
      match.closeness === Closeness.Typed
        ? { combineWith: "AND", queries: [own] }
        : { combineWith: "AND", queries: [own], prefix: false, fuzzy: false };
    parts.push({
      combineWith: "OR",
      queries: [
        ownQuery,
        ...[...new Set(alternatives)].map((phrase): Query => ({ combineWith: "AND", queries: [phrase] })),
      ],
    });
    start += match.length;
  }
  if (!expanded) return { query, terms };
  return { query: { combineWith: "AND", queries: parts }, terms: [...new Set([...terms, ...french])] };
}
