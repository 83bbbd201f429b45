// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { trimWordSelection } from "./word-selection";

function select(text: string, start: number, end: number) {
  document.body.innerHTML = `<p>${text}</p>`;
  const node = document.body.firstChild!.firstChild!;
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  return selection;
}

describe("a double-clicked word", () => {
  it("is the number alone, without the space after it", () => {
    const selection = select("Sortie à 2 heures.", 9, 11);
    expect(selection.toString()).toBe("2 ");
    trimWordSelection(selection);
    expect(selection.toString()).toBe("2");
  });

  it("drops a space before the word too, and leaves a word without spaces as it is", () => {
    const before = select("Sortie à 2 heures.", 8, 10);
    trimWordSelection(before);
    expect(before.toString()).toBe("2");
    const word = select("Sortie à 2 heures.", 11, 17);
    trimWordSelection(word);
    expect(word.toString()).toBe("heures");
  });
});
