import { describe, expect, it } from "vitest";
import {
  LAST_VISIT_STORAGE_KEY,
  VISIT_BASELINE_SESSION_KEY,
  changedSince,
  parseVisitTime,
  startVisit,
} from "./last-visit";

const articles = [
  { path: "/notice/game/justice/penal", updated: "2026-11-23" },
  { path: "/notice/game/banking/atm", updated: "2026-11-22" },
];

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const throwing = new Proxy({} as Storage, {
  get() {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
});

const NOW = Date.parse("2026-11-23T18:00:00Z");

describe("changes since the last visit", () => {
  it("marks nothing on a first visit", () => {
    expect(changedSince(articles, null)).toEqual(new Set());
  });

  it("marks the articles changed on a day that began after the last visit", () => {
    expect(changedSince(articles, Date.parse("2026-11-22T20:00:00Z"))).toEqual(
      new Set(["/notice/game/justice/penal"]),
    );
    expect(changedSince(articles, Date.parse("2026-11-21T09:00:00Z")).size).toBe(2);
    expect(changedSince(articles, Date.parse("2026-11-23T08:00:00Z")).size).toBe(0);
  });

  it("reads only plausible stored times", () => {
    expect(parseVisitTime(String(NOW - 1000), NOW)).toBe(NOW - 1000);
    for (const garbage of [null, "", "hier", "-5", "1e12", "0", String(NOW + 60_000), "99999999999999999999"])
      expect(parseVisitTime(garbage, NOW), String(garbage)).toBeNull();
  });

  it("keeps the previous visit for the whole session and records this one for the next", () => {
    const previous = Date.parse("2026-11-20T10:00:00Z");
    const local = memoryStorage({ [LAST_VISIT_STORAGE_KEY]: String(previous) });
    const session = memoryStorage();
    expect(startVisit(local, session, NOW)).toBe(previous);
    expect(local.getItem(LAST_VISIT_STORAGE_KEY)).toBe(String(NOW));
    // Next page of the same visit: same baseline, although the stored time moved on.
    expect(startVisit(local, session, NOW + 60_000)).toBe(previous);
    // Next visit (a new session): the time recorded by this one.
    expect(startVisit(local, memoryStorage(), NOW + 86_400_000)).toBe(NOW);
  });

  it("treats a first visit, garbage and disabled storage as no previous visit, without throwing", () => {
    const session = memoryStorage();
    expect(startVisit(memoryStorage(), session, NOW)).toBeNull();
    expect(session.getItem(VISIT_BASELINE_SESSION_KEY)).toBe("none");
    expect(startVisit(memoryStorage(), session, NOW + 1000)).toBeNull();
    expect(startVisit(memoryStorage({ [LAST_VISIT_STORAGE_KEY]: "{oops" }), memoryStorage(), NOW)).toBeNull();
    expect(startVisit(throwing, throwing, NOW)).toBeNull();
    expect(startVisit(undefined, undefined, NOW)).toBeNull();
  });
});
