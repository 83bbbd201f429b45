import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { canSearch, loadBase, loadShard, search } from "./engine";
import {
  SEARCH_BASE_KEY,
  SEARCH_INDEX_URL,
  queryShardKeys,
  searchShardUrl,
  type SearchDocument,
} from "./index-options";
import { splitIndex } from "./index-shards.server";

const doc = (id: string, articleTitle: string, text: string): SearchDocument => ({
  id,
  url: `/notice/game/test/${id}`,
  articleTitle,
  categoryTitle: "Essais",
  heading: "",
  text,
});

const DOCUMENTS = [
  doc("rent", "Louer un véhicule", "Louer une voiture au garage du port."),
  doc("home", "Se loger", "Loger en ville, une voiture garée devant."),
  doc("drive", "Sur la route", "La conduite sans permis est punie d'une amende."),
  // « conduire » is a word of the rulebook too, but never beside « permis ».
  doc("lesson", "Apprendre", "Apprendre à conduire prend du temps."),
];

/** The site's files, as the build writes them, served to the engine's fetches. */
beforeAll(() => {
  const { base, shards } = splitIndex(DOCUMENTS);
  const files = new Map<string, unknown>([
    [SEARCH_INDEX_URL, DOCUMENTS],
    [searchShardUrl(SEARCH_BASE_KEY), base],
    ...Object.entries(shards).map(([key, entries]) => [searchShardUrl(key), entries] as const),
  ]);
  vi.stubGlobal("fetch", (url: string) =>
    Promise.resolve(new Response(JSON.stringify(files.get(url)), { status: files.has(url) ? 200 : 404 })),
  );
});
afterAll(() => vi.unstubAllGlobals());

async function find(query: string) {
  const keys = queryShardKeys(query);
  await loadBase();
  await Promise.all(keys.map(loadShard));
  expect(canSearch(keys)).toBe(true);
  return search(query, keys).hits.map((hit) => hit.id);
}

describe("the rulebook's search in the browser", () => {
  it("takes a word the rulebook uses as it is written: « louer » does not find « loger »", async () => {
    expect(await find("louer voiture")).toEqual(["rent"]);
  });

  it("reads the words as typos when, as written, they find nothing", async () => {
    expect(await find("permis de conduire")).toEqual(["drive"]);
    expect(await find("amendr")).toEqual(["drive"]);
  });
});
