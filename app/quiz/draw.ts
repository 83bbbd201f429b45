import { QUIZ } from "~/config/quiz";
import { shuffled, type Random } from "~/lib/random";
import type { QuizQuestion } from "./model";

/** A question of a round: which one, and its answers' order on screen (indexes in `QuizQuestion.answers`). */
export interface RoundQuestion {
  id: string;
  order: number[];
}

/**
 * Draws a round: `size` distinct questions spread over the categories (each category in turn, in
 * a random order, gives one of its questions until the round is full: with more categories than
 * questions, no category is asked twice), then asked in a random order, each with its answers
 * shuffled. A smaller pool gives all of its questions. Questions in `avoid` (the last round's, on
 * « try again ») come only once a category has no other left.
 */
export function drawRound(
  pool: readonly Pick<QuizQuestion, "id" | "category" | "answers">[],
  random: Random,
  size: number = QUIZ.roundSize,
  avoid: ReadonlySet<string> = new Set(),
): RoundQuestion[] {
  const byCategory = new Map<string, (typeof pool)[number][]>();
  for (const question of pool)
    byCategory.set(question.category, [...(byCategory.get(question.category) ?? []), question]);
  // Each queue is taken from its end: the questions to avoid go first, so that they come out last.
  const queues = shuffled([...byCategory.values()], random).map((questions) => {
    const mixed = shuffled(questions, random);
    return [...mixed.filter(({ id }) => avoid.has(id)), ...mixed.filter(({ id }) => !avoid.has(id))];
  });
  const picked: (typeof pool)[number][] = [];
  while (picked.length < size && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.pop();
      if (next && picked.length < size) picked.push(next);
    }
  }
  return shuffled(picked, random).map((question) => ({
    id: question.id,
    order: shuffled(
      question.answers.map((_, index) => index),
      random,
    ),
  }));
}

/** A seed for a new round's draw, from the browser's random source. */
export function freshSeed(): number {
  const values = new Uint32Array(1);
  globalThis.crypto.getRandomValues(values);
  return values[0]!;
}
