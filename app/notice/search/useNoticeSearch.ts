import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocale } from "~/i18n/LocaleProvider";
import type * as EngineModule from "./engine";
import type { SearchHit } from "./engine";
import { fetchJsonOnce } from "./fetch-once";
import {
  SEARCH_BASE_KEY,
  SEARCH_INDEX_URL,
  queryShardKeys,
  searchShardUrl,
  termShardKeys,
} from "./index-options";
import { loadVocabulary } from "./load-vocabulary";
import { expandQuery, type Vocabulary } from "./vocabulary";

export type { SearchHit } from "./engine";

const NO_HITS: SearchHit[] = [];
export type SearchStatus = "idle" | "loading" | "ready" | "error";

type Engine = typeof EngineModule;

/**
 * The rulebook search. Opening it loads the search's code (MiniSearch with it), the documents (what
 * results show), the index's statistics and, outside French, the vocabulary of the reader's
 * language (a German « Geldstrafe » finds the French « amende »); each word typed fetches the index
 * shard of its first letter (a few KB), from its first letter on, so a query's shards are there by
 * the time it is typed. The browser indexes nothing: the shards are the build's index, so results
 * and their order are the whole index's, but for a typo on a word's first letter. None of it is in
 * the page's start-up JavaScript.
 */
export function useNoticeSearch(query: string) {
  const { locale } = useLocale();
  const [engine, setEngine] = useState<Engine | null>(null);
  // Undefined until it arrives; null where there is none (French).
  const [vocabulary, setVocabulary] = useState<Vocabulary | null | undefined>(undefined);
  const [opened, setOpened] = useState(false);
  const [failed, setFailed] = useState(false);
  // Bumped when a piece arrives: results are worked out again in render.
  const [version, setVersion] = useState(0);
  const arrived = useCallback((piece: Promise<unknown>) => {
    piece.then(
      () => setVersion((value) => value + 1),
      () => setFailed(true),
    );
  }, []);

  const load = useCallback(() => {
    setOpened(true);
    setFailed(false);
    // The data's requests start now, side by side with the code's: none waits for another.
    void fetchJsonOnce(SEARCH_INDEX_URL).catch(() => {});
    void fetchJsonOnce(searchShardUrl(SEARCH_BASE_KEY)).catch(() => {});
    arrived(
      import("./engine").then((loaded) => {
        setEngine(() => loaded);
        return loaded.loadBase();
      }),
    );
    arrived(loadVocabulary(locale).then(setVocabulary));
  }, [arrived, locale]);

  const expanded = useMemo(() => expandQuery(query, vocabulary ?? null), [query, vocabulary]);
  // From the first letter typed (before a search starts, at two), the shards of the query's words,
  // and of the French words they stand for.
  const keys = useMemo(
    () => (query.length === 1 ? queryShardKeys(`${query}${query}`) : termShardKeys(expanded.terms)),
    [query, expanded],
  );
  useEffect(() => {
    if (!opened) return;
    for (const key of keys) {
      if (engine) arrived(engine.loadShard(key));
      else void fetchJsonOnce(searchShardUrl(key)).catch(() => {});
    }
  }, [opened, engine, keys, arrived]);

  const searchable = query.trim().length >= 2;
  const ready = useMemo(
    () => engine !== null && vocabulary !== undefined && engine.canSearch(searchable ? keys : []),
    // `version` says when the engine (outside React) received something.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [engine, vocabulary, keys, searchable, version],
  );
  const { hits: results, more } = useMemo(
    () =>
      engine && ready && searchable ? engine.search(expanded.query, keys) : { hits: NO_HITS, more: false },
    [engine, ready, searchable, expanded, keys],
  );

  const status: SearchStatus = failed ? "error" : !opened ? "idle" : ready ? "ready" : "loading";
  return { status, load, results, more };
}
