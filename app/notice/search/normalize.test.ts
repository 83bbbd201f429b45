import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { SEARCH_OPTIONS, queryTerms, typoTolerance, type SearchDocument } from "./index-options";
import { normalizeText, snippet } from "./normalize";

describe("normalizeText", () => {
  it("folds case and French accents", () => {
    expect(normalizeText("Préfecture ÉLECTION garçon œuvre")).toBe("prefecture election garcon œuvre");
  });
});

describe("snippet", () => {
  it("highlights the original, accented text of the first match", () => {
    const result = snippet("Rendez-vous à la préfecture de Port-Brume avec votre carte grise.", [
      "prefecture",
    ]);
    expect(result.match).toBe("préfecture");
    expect(result.before).toBe("Rendez-vous à la ");
  });

  it("starts and ends the window at whole words, marking the cuts with an ellipsis", () => {
    const text = `${"Un long préambule sans rapport avec la question posée ici. ".repeat(3)}Le montant de l'amende dépend du juge et des circonstances de l'affaire, ${"puis vient une longue suite de mots ".repeat(4)}fin.`;
    const result = snippet(text, ["amende"], 40);
    expect(result.match).toBe("amende");
    expect(result.before.startsWith("…")).toBe(true);
    const start = text.indexOf(result.before.slice(1));
    expect(text.charAt(start - 1)).toBe(" ");
    expect(result.after.endsWith("…")).toBe(true);
    const shown = result.after.slice(0, -1);
    expect(text.charAt(text.indexOf(shown) + shown.length)).toBe(" ");
  });

  it("keeps the match's own word whole when it began before the window", () => {
    const result = snippet(`${"x ".repeat(30)}anticonstitutionnellement dit-il`, ["constitution"], 3);
    expect(result.before).toBe("…anti");
    expect(result.match).toBe("constitution");
  });

  it("marks a word from its start or as a whole word when asked, not inside another", () => {
    const text = "La carte montre les parkings de la ville.";
    expect(snippet(text, ["car", "parkings"], 90, "word").match).toBe("parkings");
    expect(snippet(text, ["car"], 90, "word").match).toBe("");
    expect(snippet(text, ["park"], 90, "start").match).toBe("park");
    expect(snippet(text, ["arkings"], 90, "start").match).toBe("");
  });

  it("falls back to the start of the text when nothing matches", () => {
    expect(snippet("Texte court.", ["zzz"]).before).toBe("Texte court.");
  });

  it("marks every match of every word in its window, not only the first", () => {
    const { parts } = snippet(
      "Le permis de conduire : sans permis, on ne conduit pas.",
      ["permis", "conduire"],
      90,
      "word",
    );
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual([
      "permis",
      "conduire",
      "permis",
    ]);
    expect(parts.map((part) => part.text).join("")).toBe(
      "Le permis de conduire : sans permis, on ne conduit pas.",
    );
  });
});

describe("search options", () => {
  const docs: SearchDocument[] = [
    {
      id: "a",
      url: "/a",
      articleTitle: "Vendre",
      categoryTitle: "Véhicules",
      heading: "Carte grise",
      text: "La carte grise se retire à la préfecture.",
    },
    {
      id: "b",
      url: "/b",
      articleTitle: "Code pénal",
      categoryTitle: "Justice",
      heading: "Amendes",
      text: "Les amendes doublent en cas de récidive.",
    },
    {
      id: "c",
      url: "/c",
      articleTitle: "Notions",
      categoryTitle: "Préambule",
      heading: "Glossaire",
      // Typographed text: non-breaking spaces inside the term and before the punctuation.
      text: "Le no\u00a0fear\u202fRP est interdit\u202f! Caution de 18\u202f000\u00a0$.",
    },
  ];
  const index = new MiniSearch(SEARCH_OPTIONS);
  index.addAll(docs);

  it("finds accented words from unaccented queries and plurals from singulars", () => {
    expect(index.search("prefecture").map((r) => r.id)).toEqual(["a"]);
    expect(index.search("amende").map((r) => r.id)).toEqual(["b"]);
    expect(index.search("RÉCIDIVE").map((r) => r.id)).toEqual(["b"]);
  });

  it("finds words of typographed text, separated by non-breaking spaces", () => {
    expect(index.search("no fear rp").map((r) => r.id)).toEqual(["c"]);
    expect(index.search("interdit 18").map((r) => r.id)).toEqual(["c"]);
    expect(snippet(docs[2]!.text, ["fear"]).match).toBe("fear");
  });

  it("finds a figure written in groups of three by its digits typed together, or as written", () => {
    expect(index.search("18000").map((r) => r.id)).toEqual(["c"]);
    expect(index.search("18000 $").map((r) => r.id)).toEqual(["c"]);
    expect(index.search("18 000").map((r) => r.id)).toEqual(["c"]);
    expect(index.search("1800").map((r) => r.id)).toEqual(["c"]);
    expect(index.search("19000").map((r) => r.id)).toEqual([]);
  });

  it("takes a word the index knows as it is, not as a typo of another", () => {
    const words = new Set(["louer", "loger", "jouer", "banque"]);
    const known = (term: string) => words.has(term);
    expect(typoTolerance("louer", known)).toBe(false);
    expect(typoTolerance("banqe", known)).toBe(0.2);
    expect(typoTolerance("bnqe", known)).toBe(false);
    const rental = new MiniSearch(SEARCH_OPTIONS);
    rental.addAll([
      { ...docs[0]!, id: "rent", text: "Louer un véhicule au garage." },
      { ...docs[1]!, id: "home", text: "Se loger dans un appartement." },
    ]);
    const fuzzy = (term: string) => typoTolerance(term, (word) => ["louer", "loger"].includes(word));
    expect(rental.search("louer", { fuzzy }).map((r) => r.id)).toEqual(["rent"]);
    expect(rental.search("louer").map((r) => r.id)).toEqual(["rent", "home"]);
  });

  it("leaves out words that say nothing of a rule, in the text and in a query", () => {
    expect(queryTerms("conduite sans permis")).toEqual(["conduite", "permis"]);
    expect(queryTerms("10 000 $")).toEqual(["10", "000", "10000"]);
  });
});

describe("a figure's marks", () => {
  it("mark a figure written in groups of three when the index's word has its digits joined", () => {
    const text = "La règle des 10\u202f000\u00a0$ : au-delà, l'argent est saisi. Et 10000 écrit d'un bloc.";
    const marked = snippet(text, ["10000"], 200, "word").parts.filter((part) => part.marked);
    expect(marked.map((part) => part.text)).toEqual(["10\u202f000", "10000"]);
  });
});
