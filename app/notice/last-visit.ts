/** localStorage: when the reader last came to the rulebook (milliseconds since 1970, as text). */
export const LAST_VISIT_STORAGE_KEY = "brumes.notice.lastVisit";
/** sessionStorage: the previous visit, kept for the whole visit so marks stay from page to page. */
export const VISIT_BASELINE_SESSION_KEY = "brumes.notice.visitBaseline";
const FIRST_VISIT = "none";

/**
 * Articles whose latest change is dated after the last visit. Changes are dated by day: a change
 * counts when its day began after the last visit (a change published later on the day of the
 * visit is not marked). A first visit marks nothing.
 */
export function changedSince(
  articles: readonly { path: string; updated: string }[],
  lastVisit: number | null,
): Set<string> {
  if (lastVisit === null) return new Set();
  return new Set(
    articles
      .filter((article) => Date.parse(`${article.updated}T00:00:00Z`) > lastVisit)
      .map((article) => article.path),
  );
}

/** A stored visit time, or null when there is none or it is not a plausible time. */
export function parseVisitTime(raw: string | null | undefined, now: number): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const time = Number(raw);
  return Number.isSafeInteger(time) && time > 0 && time <= now ? time : null;
}

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: string) {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or refused: the marks are a convenience, the page works without them.
  }
}

/**
 * The previous visit for this visit (a browser tab's session): read from localStorage on the
 * first rulebook page of the session, which then records the present time for the next visit.
 */
export function startVisit(
  local: Storage | undefined,
  session: Storage | undefined,
  now: number,
): number | null {
  const kept = read(session, VISIT_BASELINE_SESSION_KEY);
  if (kept !== null) return kept === FIRST_VISIT ? null : parseVisitTime(kept, now);
  const previous = parseVisitTime(read(local, LAST_VISIT_STORAGE_KEY), now);
  write(session, VISIT_BASELINE_SESSION_KEY, previous === null ? FIRST_VISIT : String(previous));
  write(local, LAST_VISIT_STORAGE_KEY, String(now));
  return previous;
}
