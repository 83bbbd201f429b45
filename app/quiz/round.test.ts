import { describe, expect, it } from "vitest";
import type { QuizQuestion } from "./model";
import { answered, isAnswered, isFinished, missed, movedOn, newRound, restoredRound, score } from "./round";

const question = (id: string, answers: number): QuizQuestion => ({
  id,
  category: "justice",
  question: `${id} ?`,
  answers: Array.from({ length: answers }, (_, index) => `${id}.${index}`),
  explanation: "",
  rule: { href: "", article: "", section: "" },
});
const pool = [question("a", 4), question("b", 3), question("c", 4)];
const drawn = [
  { id: "b", order: [2, 0, 1] },
  { id: "a", order: [3, 1, 0, 2] },
];

describe("a round's steps", () => {
  it("answers once, moves on, and ends on the results with the score and the missed questions", () => {
    let round = newRound(drawn);
    expect(isAnswered(round)).toBe(false);
    // Moving on before answering does nothing.
    expect(movedOn(round)).toBe(round);
    round = answered(round, 0);
    expect(isAnswered(round)).toBe(true);
    // A second answer to the same question is ignored.
    expect(answered(round, 2)).toBe(round);
    round = movedOn(round);
    expect(round.current).toBe(1);
    round = movedOn(answered(round, 2));
    expect(isFinished(round)).toBe(true);
    expect(score(round)).toBe(1);
    expect(missed(round)).toEqual([{ id: "a", pick: 2 }]);
  });

  it("forgets the followed rule link once the player acts again", () => {
    const round = { ...newRound(drawn), followed: "quiz-rule-b" };
    expect(answered(round, 1).followed).toBeUndefined();
  });
});

describe("a round kept in the history entry", () => {
  const kept = { questions: drawn, picks: [0], current: 1, followed: "quiz-rule-b" };

  it("comes back as it was, through a copy such as the history makes", () => {
    expect(restoredRound(structuredClone(kept), pool)).toEqual(kept);
    const finished = { questions: drawn, picks: [0, 2], current: 2 };
    expect(restoredRound(finished, pool)).toEqual(finished);
  });

  it.each([
    ["nothing", undefined],
    ["not a round", "round"],
    ["no questions", { ...kept, questions: [] }],
    ["a question that no longer exists", { ...kept, questions: [{ id: "z", order: [0, 1, 2] }, drawn[1]] }],
    [
      "an order of another length (the question changed)",
      { ...kept, questions: [{ id: "b", order: [0, 1, 2, 3] }] },
    ],
    ["an order with a repeat", { ...kept, questions: [{ id: "b", order: [0, 0, 1] }, drawn[1]] }],
    ["the same question twice", { ...kept, questions: [drawn[0], drawn[0]] }],
    ["a step past the results", { ...kept, current: 3 }],
    ["a step not yet reached", { ...kept, picks: [], current: 1 }],
    ["answers ahead of the step", { ...kept, picks: [0, 1], current: 0 }],
    ["an answer out of range", { ...kept, picks: [5] }],
    ["an answer that is not a number", { ...kept, picks: ["0"] }],
  ])("is dropped when it holds %s", (_, value) => {
    expect(restoredRound(value, pool)).toBeUndefined();
  });
});
