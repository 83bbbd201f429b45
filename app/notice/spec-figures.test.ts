import { describe, expect, it } from "vitest";
import { specFigureDifferences } from "./spec-figures";

const article = (body: string) => ({ body, file: "content/notice/game/banking/public.md" });
const FIGURES = { "game/banking/public": ["500", "20000", "5%", /2 heures/] };

describe("the spec's starting figures, as check:content reports them", () => {
  it("finds each figure however the text writes it: grouped digits, a spaced percent, bold", () => {
    const body =
      "Ouverture pour **500 $**, plafond de 20 000 $ (ou 20\u202f000), frais de 5 %, retrait à 2 heures.";
    expect(specFigureDifferences(new Map([["/notice/game/banking/public", article(body)]]), FIGURES)).toEqual(
      [],
    );
  });

  it("reports a figure staff changed as information naming the file and the figure, not inside a larger number", () => {
    // 500 became 750; 5000 does not stand for 500.
    const body =
      "Ouverture pour 750 $ (5000 au plus), plafond de 20 000 $, frais de 5 %, retrait à 2 heures.";
    const [line, ...others] = specFigureDifferences(
      new Map([["/notice/game/banking/public", article(body)]]),
      FIGURES,
    );
    expect(others).toEqual([]);
    expect(line).toContain("content/notice/game/banking/public.md");
    expect(line).toContain("(500)");
    expect(line).toContain("normal si l'équipe les a changés");
  });

  it("reports an article the spec placed figures in that no longer exists", () => {
    expect(specFigureDifferences(new Map(), FIGURES)).toEqual([
      "/notice/game/banking/public n'existe plus : le cahier des charges y donnait des chiffres",
    ]);
  });
});
