import { describe, expect, it } from "vitest";
import { figureEchoNotice, figuresOf, removedFigures } from "./figure-echoes";

describe("figures written in several places", () => {
  it("reads amounts and durations however they are spaced or pluralised", () => {
    const figures = figuresOf(
      "Au-delà de 10 000 $ (10000$), retenez 2 heures, 1 heure ou 24 h ; 15 % ; 3 fois.",
    );
    expect([...figures.keys()].sort()).toEqual(["1 heure", "10000 $", "15 %", "2 heure", "24 heure"]);
    expect(figures.get("10000 $")).toEqual({ count: 2, written: "10 000 $" });
  });

  it("finds the figures a change took out, not those it kept or added", () => {
    expect(
      removedFigures("Limite : 10 000 $. Caution : 500 $.", "Limite : 15 000 $. Caution : 500 $."),
    ).toEqual([{ key: "10000 $", written: "10 000 $" }]);
    expect(removedFigures("2 heures, puis 2 heures.", "2 heures, puis 3 heures.")).toEqual([
      { key: "2 heure", written: "2 heures" },
    ]);
    expect(removedFigures("Sans chiffre.", "Avec 5 minutes.")).toEqual([]);
  });

  it("names each place that still states a changed figure, and says nothing when none does", () => {
    const places = [
      { label: "l'article « Code pénal »", text: "## L'argent liquide : la règle des 10 000 $" },
      { label: "la question « Quel plafond ? »", text: "Plus de 10000 $ en liquide ?", teaches: "/bank" },
      { label: "l'article « Prison »", text: "Rien ici." },
    ];
    const notice = figureEchoNotice("Limite : 10 000 $.", "Limite : 15 000 $.", places, "/bank");
    expect(notice).toContain(
      "«\u00a010 000 $\u00a0» est encore écrit dans l'article « Code pénal », la question « Quel plafond ? »",
    );
    expect(notice).not.toContain("Prison");
    expect(figureEchoNotice("Limite : 10 000 $.", "Limite : 15 000 $.", places.slice(2))).toBeUndefined();
    expect(figureEchoNotice("Limite : 10 000 $.", "Limite : 10 000 $ !", places)).toBeUndefined();
  });

  it("names a quiz question only when it teaches this article's rule or an article that states the figure", () => {
    const places = [
      { label: "l'article « Prison »", text: "Peine : 7 jours.", path: "/prison" },
      { label: "la question « Combien de jours en prison ? »", text: "7 jours", teaches: "/prison" },
      { label: "la question « Combien de jours de location ? »", text: "7 jours", teaches: "/rent" },
      { label: "la question « Quel délai de vente ? »", text: "7 jours", teaches: "/sell" },
    ];
    const notice = figureEchoNotice("Jusqu'à 7 jours.", "Jusqu'à 14 jours.", places, "/rent")!;
    expect(notice).toContain("Combien de jours en prison");
    expect(notice).toContain("Combien de jours de location");
    expect(notice).not.toContain("Quel délai de vente");
  });

  it("names a common figure only where it is said of the same subject as the change", () => {
    const places = [
      { label: "la description de cet article", text: "Libéré après 2 heures.", rank: 0 },
      { label: "l'article « Garde à vue »", text: "La garde à vue dure 2 heures au plus.", path: "/custody" },
      { label: "l'article « Location »", text: "Un véhicule loué se rend sous 2 heures.", path: "/rent" },
      { label: "l'article « Banque »", text: "Le virement arrive en 2 heures.", path: "/bank" },
      { label: "l'article « Vente »", text: "Une annonce reste 2 heures.", path: "/sell" },
      { label: "la question « Dégâts d'un véhicule loué ? »", text: "2 heures", teaches: "/rent" },
      { label: "la question « Durée de la garde ? »", text: "2 heures", teaches: "/custody" },
      { label: "la question « Quand sort-on ? »", text: "2 heures", teaches: "/release" },
    ];
    const notice = figureEchoNotice(
      "Après 2 heures de garde à vue, le détenu est libéré.",
      "Après 3 heures de garde à vue, le détenu est libéré.",
      places,
      "/release",
    )!;
    expect(notice).toContain("la description de cet article, l'article « Garde à vue »");
    expect(notice).toContain("la question « Durée de la garde ? »");
    expect(notice).toContain("la question « Quand sort-on ? »");
    expect(notice).not.toMatch(/Location|Banque|Vente|Dégâts/);
  });

  it("reads the subject of a common figure at the place changed, not at its other places in the article", () => {
    const places = [
      {
        label: "l'article « Libération »",
        text: "La libération vient après 2 heures de peine.",
        path: "/freedom",
      },
      {
        label: "l'article « Location »",
        text: "Les dégâts des 2 heures de location sont retenus.",
        path: "/rent",
      },
    ];
    const article = (hours: number) =>
      `Une peine de ${hours} heures mène en prison.\n\n${"Le reste de l'article parle d'autre chose encore. ".repeat(4)}\n\nLes dégâts d'un véhicule de location : 2 heures de réparation.`;
    const notice = figureEchoNotice(article(2), article(3), places, "/enter")!;
    expect(notice).toContain("Libération");
    expect(notice).not.toContain("Location");
  });

  it("names every place, however many", () => {
    const places = Array.from({ length: 9 }, (_, n) => ({ label: `l'article ${n + 1}`, text: "2 heures" }));
    expect(figureEchoNotice("2 heures", "3 heures", places)).toContain("l'article 9");
  });
});
