import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("a member's initials, shown without a photo", () => {
  it("take the first letter of the first two words, upper-cased, whole", () => {
    expect(initialsOf("Tonton Gaspard")).toBe("TG");
    expect(initialsOf("nora")).toBe("N");
    expect(initialsOf("  élodie de la Tour ")).toBe("ÉD");
    expect(initialsOf("odin-fr")).toBe("OF");
    expect(initialsOf("😀 Smile")).toBe("😀S");
  });
});
