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
});
