import { describe, expect, it } from "vitest";
import { wordAround } from "./word-selection";

const word = (text: string, offset: number) => {
  const found = wordAround(text, offset);
  return found && text.slice(...found);
};

describe("the word a double click selects", () => {
  const text = "Sortie à 2 heures, frais de 2,5 % ou 7.5 $.";

  it("is the lone digit, whether the pointer is on its left or right half", () => {
    const digit = text.indexOf("2 heures");
    expect(word(text, digit)).toBe("2");
    // The caret after the digit: the space is not part of the word.
    expect(word(text, digit + 1)).toBe("2");
  });

  it("is a whole number with its decimal mark, and a whole word with its accents", () => {
    expect(word(text, text.indexOf("2,5") + 2)).toBe("2,5");
    expect(word(text, text.indexOf("7.5"))).toBe("7.5");
    expect(word(text, text.indexOf("à"))).toBe("à");
    expect(word(text, text.indexOf("heures") + 3)).toBe("heures");
  });

  it("is nothing between two spaces or on punctuation", () => {
    expect(word("a  b", 2)).toBeUndefined();
    expect(word(text, text.indexOf("%") + 1)).toBeUndefined();
  });
});
