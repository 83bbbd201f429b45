import { describe, expect, it } from "vitest";
import { blockOfLine } from "./edited-block";

describe("the block of the article being edited", () => {
  it("counts the blocks separated by blank lines up to the caret's line", () => {
    const lines = [
      "Intro.",
      "",
      "## Titre {#titre}",
      "",
      "Un paragraphe",
      "sur deux lignes.",
      "",
      "",
      "- a",
      "- b",
    ];
    expect(blockOfLine(lines, 0)).toBe(0);
    expect(blockOfLine(lines, 2)).toBe(1);
    expect(blockOfLine(lines, 5)).toBe(2);
    // A blank line belongs to the block before it.
    expect(blockOfLine(lines, 7)).toBe(2);
    expect(blockOfLine(lines, 9)).toBe(3);
    expect(blockOfLine(lines, 99)).toBe(3);
  });

  it("counts a worked example as one block, and a good example with the bad one after it as one pair", () => {
    const lines = [
      "La règle.", // 0
      "",
      ":::bon[Au garage]", // 2: block 1
      "Une scène.",
      "",
      "Sur deux paragraphes.",
      ":::",
      "",
      ":::mauvais", // 8: still block 1, the pair
      "L'autre scène.",
      ":::",
      ":::mauvais", // 11: block 2, a bad example alone
      "Seule.",
      ":::",
      "Un paragraphe collé à l'exemple.", // 14: block 3
      "",
      ":::bon", // 16: block 4
      "Seule aussi.",
      ":::",
      "",
      "La suite.", // 20: block 5
    ];
    expect([0, 2, 5, 8, 10, 11, 14, 16, 20].map((line) => blockOfLine(lines, line))).toEqual([
      0, 1, 1, 1, 1, 2, 3, 4, 5,
    ]);
  });
});
