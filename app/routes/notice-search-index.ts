import type { LoaderFunctionArgs } from "react-router";
import { SEARCH_BASE_KEY } from "~/notice/search/index-options";
import { buildSearchShards } from "~/notice/search/index-shards.server";

/**
 * One shard of the rulebook's search index, pre-rendered to /notice-search-index/<key>.json (the
 * words that start with <key>), or the index's statistics (base.json). See SEARCH_SHARD_KEYS.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const key = params.shard?.replace(/\.json$/, "") ?? "";
  const { base, shards } = await buildSearchShards();
  if (key === SEARCH_BASE_KEY) return Response.json(base);
  const shard = shards[key];
  if (!shard) throw new Response("Not found", { status: 404 });
  return Response.json(shard);
}
