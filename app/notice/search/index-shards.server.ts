import MiniSearch from "minisearch";
import { buildSearchDocuments } from "./documents.server";
import {
  SEARCH_OPTIONS,
  SEARCH_SHARD_KEYS,
  shardKey,
  type IndexBase,
  type IndexEntry,
  type SearchDocument,
} from "./index-options";

export interface SearchShards {
  base: IndexBase;
  shards: Record<string, IndexEntry[]>;
}

/** The whole index split by the first letter of its words (see SEARCH_SHARD_KEYS). */
export function splitIndex(documents: readonly SearchDocument[]): SearchShards {
  const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  index.addAll(documents);
  const { index: entries, ...base } = index.toJSON();
  const shards: Record<string, IndexEntry[]> = Object.fromEntries(SEARCH_SHARD_KEYS.map((key) => [key, []]));
  for (const entry of entries) shards[shardKey(entry[0])]!.push(entry);
  return { base, shards };
}

let built: Promise<SearchShards> | undefined;

/** The rulebook's index shards, built once per build (every shard's file is rendered from them). */
export function buildSearchShards(): Promise<SearchShards> {
  built ??= buildSearchDocuments().then(splitIndex);
  return built;
}
