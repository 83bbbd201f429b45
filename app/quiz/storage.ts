import type { RoundState } from "./round";

/**
 * What the quiz keeps in the browser, and nothing leaves it. The round in progress lives in the
 * page's history entry, beside the router's own state: Back from a rule's article returns to the
 * same question (or the results), a reload too, while a new visit to the page (a new entry) starts
 * a new round. The best score lives in localStorage. Storage may be refused (private modes, full
 * quota, a blocked origin): the quiz then works without keeping anything.
 */

/** The key of the round in `history.state`; React Router keeps its own under `usr`, `key` and `idx`. */
const ROUND_KEY = "brumesQuizRound";
const BEST_SCORE_KEY = "brumes.quiz.best";

export function roundInHistory(): unknown {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null
    ? (state as Record<string, unknown>)[ROUND_KEY]
    : undefined;
}

export function keepRoundInHistory(round: RoundState | undefined): void {
  try {
    const state: unknown = window.history.state;
    const current = typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};
    window.history.replaceState({ ...current, [ROUND_KEY]: round }, "");
  } catch {
    // A browser that refuses (too many calls, a sandbox): the round lives as long as the page.
  }
}

/** The best round so far: right answers out of the questions asked. */
export interface BestScore {
  score: number;
  total: number;
}

export function readBestScore(): BestScore | undefined {
  try {
    const value = JSON.parse(
      window.localStorage.getItem(BEST_SCORE_KEY) ?? "null",
    ) as Partial<BestScore> | null;
    const { score, total } = value ?? {};
    if (!Number.isInteger(score) || !Number.isInteger(total)) return undefined;
    if ((total as number) <= 0 || (score as number) < 0 || (score as number) > (total as number))
      return undefined;
    return { score: score as number, total: total as number };
  } catch {
    return undefined;
  }
}

/**
 * Keeps a finished round's score if it beats the best one; returns whether it did. A first round
 * with at least one right answer does; no answer right is never a best score, nor praised as one.
 */
export function recordScore(result: BestScore): boolean {
  if (result.score <= 0) return false;
  const best = readBestScore();
  if (best && result.score / result.total <= best.score / best.total) return false;
  try {
    window.localStorage.setItem(BEST_SCORE_KEY, JSON.stringify(result));
  } catch {
    // Nowhere to keep it: the result still shows.
  }
  return true;
}
