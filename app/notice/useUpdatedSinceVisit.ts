import { useMemo, useSyncExternalStore } from "react";
import { changedSince, startVisit } from "./last-visit";

let baseline: { value: number | null } | undefined;

function storage(name: "localStorage" | "sessionStorage"): Storage | undefined {
  try {
    return window[name];
  } catch {
    // Reading the property itself throws when storage is disabled.
    return undefined;
  }
}

/** Read once per page load: a later read would find the time this visit just recorded. */
function readBaseline(): number | null {
  baseline ??= { value: startVisit(storage("localStorage"), storage("sessionStorage"), Date.now()) };
  return baseline.value;
}

const subscribe = () => () => {};

/**
 * Paths of the given articles changed since the reader's previous visit. Empty on the server and
 * during hydration (the HTML is the same for everyone), and on a first visit.
 */
export function useUpdatedSinceVisit(articles: readonly { path: string; updated: string }[]): Set<string> {
  const previous = useSyncExternalStore(subscribe, readBaseline, () => null);
  return useMemo(() => changedSince(articles, previous), [articles, previous]);
}
