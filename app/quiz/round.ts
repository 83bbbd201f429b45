import type { RoundQuestion } from "./draw";
import { RIGHT_ANSWER, type QuizQuestion } from "./model";

/**
 * A round in progress: its questions, the answers given so far, and the question on screen. The
 * question on screen is answered when `picks` has its answer (its explanation is shown); past the
 * last question, the results are.
 */
export interface RoundState {
  questions: RoundQuestion[];
  /** The answer chosen for each question answered, in the round's order (an index in its `answers`). */
  picks: number[];
  /** The question on screen, or `questions.length` for the results. */
  current: number;
  /** The id of the link to a rule the player followed from here, focused again when they come back. */
  followed?: string;
}

export function newRound(questions: RoundQuestion[]): RoundState {
  return { questions, picks: [], current: 0 };
}

export function isAnswered(round: RoundState): boolean {
  return round.picks.length > round.current;
}

export function isFinished(round: RoundState): boolean {
  return round.current >= round.questions.length;
}

/** The round once the question on screen is answered with `pick` (once only). */
export function answered(round: RoundState, pick: number): RoundState {
  if (isFinished(round) || isAnswered(round)) return round;
  return { ...round, picks: [...round.picks, pick], followed: undefined };
}

/** The round moved on to the next question, or to the results after the last one. */
export function movedOn(round: RoundState): RoundState {
  if (!isAnswered(round)) return round;
  return { ...round, current: round.current + 1, followed: undefined };
}

export function score(round: RoundState): number {
  return round.picks.filter((pick) => pick === RIGHT_ANSWER).length;
}

/** The questions answered wrongly, with the answer given, in the round's order. */
export function missed(round: RoundState): { id: string; pick: number }[] {
  return round.picks.flatMap((pick, index) =>
    pick === RIGHT_ANSWER ? [] : [{ id: round.questions[index]!.id, pick }],
  );
}

const isIndex = (value: unknown, length: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < length;

/**
 * A round kept earlier (in the page's history entry), if it still fits the questions the page has:
 * every question still exists with as many answers, every index is in range. Anything else (an old
 * entry after the questions changed, a hand-made state) gives undefined, and the page starts afresh.
 */
export function restoredRound(value: unknown, pool: readonly QuizQuestion[]): RoundState | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { questions, picks, current, followed } = value as Record<string, unknown>;
  if (!Array.isArray(questions) || !Array.isArray(picks) || questions.length === 0) return undefined;
  const byId = new Map(pool.map((question) => [question.id, question]));
  const restored: RoundQuestion[] = [];
  for (const entry of questions as unknown[]) {
    const { id, order } = (entry ?? {}) as { id?: unknown; order?: unknown };
    const question = typeof id === "string" ? byId.get(id) : undefined;
    if (!question || !Array.isArray(order)) return undefined;
    const count = question.answers.length;
    if (
      order.length !== count ||
      new Set(order).size !== count ||
      !order.every((index) => isIndex(index, count))
    )
      return undefined;
    restored.push({ id: question.id, order: order as number[] });
  }
  if (new Set(restored.map((question) => question.id)).size !== restored.length) return undefined;
  if (!Number.isInteger(current) || (current as number) < 0 || (current as number) > restored.length)
    return undefined;
  if (
    picks.length > restored.length ||
    picks.length < (current as number) ||
    picks.length > (current as number) + 1
  )
    return undefined;
  if (!picks.every((pick, index) => isIndex(pick, restored[index]!.order.length))) return undefined;
  return {
    questions: restored,
    picks: picks as number[],
    current: current as number,
    ...(typeof followed === "string" ? { followed } : {}),
  };
}
