import { describe, expect, it } from "vitest";
import { citationText } from "./citation";

describe("citationText", () => {
  it("names the category, the article and the section, then the address", () => {
    expect(
      citationText({
        categoryTitle: "Personnage",
        articleTitle: "Points de compétence",
        headingText: "Le principe",
        url: "https://www.brumes-rp.fr/notice/game/character/ability#principe",
      }),
    ).toBe(
      "Notice › Personnage › Points de compétence › Le principe — https://www.brumes-rp.fr/notice/game/character/ability#principe",
    );
  });
});
