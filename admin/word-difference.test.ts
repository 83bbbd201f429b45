import { describe, expect, it } from "vitest";
import { wordDifference } from "./word-difference";

describe("where two versions of a paragraph differ", () => {
  it("is the words that differ, the rest kept around them", () => {
    const [mine, theirs] = wordDifference(
      "Les contrôles sont fréquentes sur la route du port.",
      "Les contrôles sont très nombreuses sur la route du port.",
    );
    expect(mine).toEqual({
      before: "Les contrôles sont ",
      changed: "fréquentes",
      after: " sur la route du port.",
    });
    expect(theirs.changed).toBe("très nombreuses");
    expect(theirs.before + theirs.changed + theirs.after).toBe(
      "Les contrôles sont très nombreuses sur la route du port.",
    );
  });

  it("is nothing when they are the same, and all of one when the other is empty", () => {
    expect(wordDifference("Même texte.", "Même texte.")[0].changed).toBe("");
    const [mine, theirs] = wordDifference("Une ligne.", "");
    expect(mine.changed).toBe("Une ligne.");
    expect(theirs).toEqual({ before: "", changed: "", after: "" });
  });
});
