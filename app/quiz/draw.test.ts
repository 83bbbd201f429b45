import { describe, expect, it } from "vitest";
import { QUIZ } from "~/config/quiz";
import { mulberry32 } from "~/lib/random";
import { drawRound } from "./draw";
import type { QuizQuestion } from "./model";
import { fixturePool } from "./fixture.test-support";

/** A pool of `perCategory` questions in each of `categories` categories, with 3 or 4 answers. */
function syntheticPool(categories: number, perCategory: number): QuizQuestion[] {
  return Array.from({ length: categories * perCategory }, (_, index) => ({
    id: `q${index}`,
    category: `c${index % categories}`,
    question: `Question ${index}`,
    answers: Array.from({ length: 3 + (index % 2) }, (__, answer) => `${index}.${answer}`),
    explanation: "",
    rule: { href: "", article: "", section: "" },
  }));
}

const DRAWS = 400;

describe("a round's draw", () => {
  const pool = fixturePool();
  const byId = new Map(pool.map((question) => [question.id, question]));

  it("gives distinct questions of the pool, as many as a round holds", () => {
    for (let seed = 1; seed <= DRAWS; seed += 1) {
      const round = drawRound(pool, mulberry32(seed));
      expect(round).toHaveLength(QUIZ.roundSize);
      expect(new Set(round.map((question) => question.id)).size).toBe(QUIZ.roundSize);
      for (const { id } of round) expect(byId.has(id)).toBe(true);
    }
  });

  it("on « try again », asks none of the last round's questions while the pool has others", () => {
    const large = syntheticPool(6, 5);
    for (let seed = 1; seed <= DRAWS; seed += 1) {
      const first = drawRound(large, mulberry32(seed));
      const last = new Set(first.map((question) => question.id));
      const again = drawRound(large, mulberry32(seed + 1), QUIZ.roundSize, last);
      expect(again).toHaveLength(QUIZ.roundSize);
      expect(again.filter((question) => last.has(question.id))).toEqual([]);
    }
    // A pool too small for two rounds repeats only what it must.
    const small = syntheticPool(3, 5);
    const first = new Set(drawRound(small, mulberry32(7)).map((question) => question.id));
    const again = drawRound(small, mulberry32(8), QUIZ.roundSize, first);
    expect(again.filter((question) => first.has(question.id))).toHaveLength(
      2 * QUIZ.roundSize - small.length,
    );
  });

  it("shuffles each question's answers: every answer's order, the right one anywhere", () => {
    const rightPlaces = new Set<number>();
    for (let seed = 1; seed <= DRAWS; seed += 1) {
      for (const { id, order } of drawRound(pool, mulberry32(seed))) {
        const count = byId.get(id)!.answers.length;
        expect([...order].sort()).toEqual(Array.from({ length: count }, (_, index) => index));
        rightPlaces.add(order.indexOf(0));
      }
    }
    expect([...rightPlaces].sort()).toEqual([0, 1, 2, 3]);
  });

  it("asks every category over many draws, and the questions in changing orders", () => {
    const categories = new Set<string>();
    const firsts = new Set<string>();
    const asked = new Set<string>();
    for (let seed = 1; seed <= DRAWS; seed += 1) {
      const round = drawRound(pool, mulberry32(seed));
      for (const { id } of round) {
        categories.add(byId.get(id)!.category);
        asked.add(id);
      }
      firsts.add(round[0]!.id);
    }
    expect([...categories].sort()).toEqual([...new Set(pool.map((question) => question.category))].sort());
    expect(asked.size).toBe(pool.length);
    expect(firsts.size).toBeGreaterThan(pool.length / 2);
  });

  it("spreads a round over the categories: as even as the pool allows", () => {
    for (let seed = 1; seed <= DRAWS; seed += 1) {
      const counts = new Map<string, number>();
      for (const { id } of drawRound(pool, mulberry32(seed))) {
        const category = byId.get(id)!.category;
        counts.set(category, (counts.get(category) ?? 0) + 1);
      }
      // The fixture has 4, 3, 3 and 2 questions in its categories: 10 of them take 2 or 3 from each.
      expect(Math.min(...counts.values())).toBeGreaterThanOrEqual(2);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(3);
    }
  });

  it("with more categories than questions in a round, never asks about one category twice", () => {
    const many = syntheticPool(13, 4);
    for (let seed = 1; seed <= DRAWS; seed += 1) {
      const categories = drawRound(many, mulberry32(seed)).map(
        ({ id }) => many.find((question) => question.id === id)!.category,
      );
      expect(new Set(categories).size).toBe(QUIZ.roundSize);
    }
  });

  it("gives the whole pool when it is smaller than a round, and the same round for the same seed", () => {
    const small = syntheticPool(2, 3);
    expect(
      drawRound(small, mulberry32(7))
        .map(({ id }) => id)
        .sort(),
    ).toEqual(small.map(({ id }) => id).sort());
    expect(drawRound(pool, mulberry32(42))).toEqual(drawRound(pool, mulberry32(42)));
  });
});
