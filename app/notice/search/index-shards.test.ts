import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { buildSearchDocuments } from "./documents.server";
import {
  SEARCH_OPTIONS,
  SEARCH_SHARD_KEYS,
  queryShardKeys,
  queryTerms,
  shardKey,
  type SearchDocument,
} from "./index-options";
import { splitIndex } from "./index-shards.server";

const documents = await buildSearchDocuments();
const whole = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
whole.addAll(documents);
const { base, shards } = splitIndex(documents);

/** What the browser does: an index made of the query's shards only. */
function searchShards(query: string) {
  const index = MiniSearch.loadJS<SearchDocument>(
    { ...base, index: queryShardKeys(query).flatMap((key) => shards[key] ?? []) },
    SEARCH_OPTIONS,
  );
  return index.search(query);
}

describe("the search index split by first letter", () => {
  it("has a shard for every key, and every word in the shard of its first letter", () => {
    expect(Object.keys(shards).sort()).toEqual([...SEARCH_SHARD_KEYS].sort());
    for (const [key, entries] of Object.entries(shards)) {
      for (const [term] of entries) expect(shardKey(term), term).toBe(key);
    }
    expect(Object.values(shards).flat().length).toBe(whole.termCount);
  });

  it("cuts and normalizes a query's words as the index does", () => {
    // Little words (« du », « de », « la ») say nothing of a rule: the index and queries leave them out.
    // A figure written in groups of three is also one word, its digits joined.
    expect(queryTerms("L'Apnée  du PERMIS, 18\u202f000")).toEqual(["apnee", "permis", "18", "000", "18000"]);
    expect(queryShardKeys("permis de conduire")).toEqual(["c", "p"]);
    expect(queryShardKeys("«\u00a0€uros\u00a0»")).toEqual(["_"]);
  });

  // Queries readers type: the one timed on a slow phone, accents left out, a typo, several words,
  // prefixes, numbers.
  const queries = [
    "permis",
    "apnee",
    "Apnée",
    "permsi",
    "amende prefecture",
    "vehicule vol",
    "pr",
    "arme",
    "18",
    "no fear",
  ];
  // Scores are sums over the matched words, taken in another order: equal to the last few bits.
  const summary = (results: ReturnType<typeof whole.search>) =>
    results
      .map(({ id, score, terms }) => ({ id, score: score.toFixed(9), terms: [...terms].sort() }))
      // Equal scores come in either order.
      .sort((a, b) => Number(b.score) - Number(a.score) || a.id.localeCompare(b.id));
  it.each(queries)(
    "finds for %j what the whole index finds, in the same order, with the same scores",
    (query) => {
      expect(summary(searchShards(query))).toEqual(summary(whole.search(query)));
    },
  );

  it("finds something for the queries the tests rely on", () => {
    for (const query of ["permis", "apnee", "amende", "prefecture"])
      expect(searchShards(query).length, query).toBeGreaterThan(0);
  });
});
