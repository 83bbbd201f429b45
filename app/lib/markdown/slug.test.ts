import { describe, expect, it } from "vitest";
import { createSlugger, slugify } from "./slug";
import { idFromHash } from "../hash-scroll";

describe("slugify", () => {
  it("strips accents and punctuation", () => {
    expect(slugify("Points de compétence")).toBe("points-de-competence");
    expect(slugify("L'état « inconscient » !")).toBe("l-etat-inconscient");
  });

  it("always starts with a letter, so the hash scroll accepts it", () => {
    expect(slugify("1. Lancer en administrateur")).toBe("s-1-lancer-en-administrateur");
    expect(idFromHash(`#${slugify("20 points")}`)).toBe("s-20-points");
    expect(slugify("!!!")).toBe("section");
  });

  it("numbers repeated headings", () => {
    const slug = createSlugger();
    expect([slug("Exemple"), slug("Exemple"), slug("Exemple")]).toEqual([
      "exemple",
      "exemple-2",
      "exemple-3",
    ]);
  });
});
