import { describe, expect, it } from "vitest";
import { frenchElision } from "./french-elision";

describe("frenchElision", () => {
  it("elides 'de' before a vowel, accented or not", () => {
    expect(frenchElision("Près de Estuaire de la Vière")).toBe("Près d'Estuaire de la Vière");
    expect(frenchElision("Près de Aérodrome de Valcendre")).toBe("Près d'Aérodrome de Valcendre");
    expect(frenchElision("De Ouest")).toBe("D'Ouest");
  });

  it("contracts 'de Le' and 'de Les' (the article of a name)", () => {
    expect(frenchElision("Près de Le Couchant")).toBe("Près du Couchant");
    expect(frenchElision("Près de Les Cimes")).toBe("Près des Cimes");
  });

  it("contracts 'de le' and 'de les' (a name given with its article)", () => {
    expect(frenchElision("Près de le port de pêche, Les Salines")).toBe("Près du port de pêche, Les Salines");
    expect(frenchElision("Près de les marais salants")).toBe("Près des marais salants");
    expect(frenchElision("Près de l'estuaire de la Vière")).toBe("Près de l'estuaire de la Vière");
    expect(frenchElision("Près de la pointe du Sud")).toBe("Près de la pointe du Sud");
  });

  it("leaves what needs no change", () => {
    for (const text of [
      "Près de Valcendre",
      "Près de la Gare",
      "Cap de l'Ouest",
      "Près de Lestrem",
      "Près de Léa",
      "Près de lestes chevaux",
      "Près de Hautefort",
      "Port de commerce",
    ])
      expect(frenchElision(text)).toBe(text);
  });

  it("works on whole words only", () => {
    expect(frenchElision("Monde Est")).toBe("Monde Est");
    expect(frenchElision("Bastide Les Bains")).toBe("Bastide Les Bains");
  });
});
