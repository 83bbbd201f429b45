import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { SEARCH_OPTIONS, type SearchDocument } from "./index-options";
import { expandQuery, makeVocabulary, matchKey } from "./vocabulary";

const documents: SearchDocument[] = [
  {
    id: "fine",
    url: "/penal",
    articleTitle: "Code pénal",
    categoryTitle: "Justice",
    heading: "Amendes",
    text: "Le montant de l'amende double en cas de récidive.",
  },
  {
    id: "licence",
    url: "/penal#permis",
    articleTitle: "Code pénal",
    categoryTitle: "Justice",
    heading: "Conduite",
    text: "La conduite sans permis de conduire est un délit.",
  },
  {
    id: "map",
    url: "/map",
    articleTitle: "Carte de l'île",
    categoryTitle: "Mode de jeu",
    heading: "La carte",
    text: "La carte montre les parkings.",
  },
  {
    id: "parking",
    url: "/parking",
    articleTitle: "Parkings",
    categoryTitle: "Véhicules",
    heading: "Trouver une place",
    text: "Chaque parking public est gratuit.",
  },
  {
    id: "bank",
    url: "/bank",
    articleTitle: "Banque publique",
    categoryTitle: "Banque",
    heading: "Ouvrir un compte",
    text: "Un compte à la banque demande une adresse postale.",
  },
];
const index = new MiniSearch(SEARCH_OPTIONS);
index.addAll(documents);

const vocabulary = makeVocabulary([
  { french: ["amende"], words: ["Geldstrafe", "штраф", "غرامة"] },
  { french: ["permis de conduire"], words: ["driving licence", "licence"] },
  { french: ["banque"], words: ["Bank", "ban"] },
  { french: ["compte"], words: ["bank account"] },
  { french: ["parking"], words: ["car park"] },
]);
const found = (query: string) => index.search(expandQuery(query, vocabulary).query).map((hit) => hit.id);

describe("a query in the reader's language", () => {
  it("finds the French rules through the vocabulary, and keeps its own words", () => {
    expect(found("Geldstrafe")).toEqual(["fine"]);
    expect(found("GELDSTRAFE")).toEqual(["fine"]);
    // A French word typed on a German page still finds what it always found.
    expect(found("amende")).toEqual(["fine"]);
  });

  it("meets other forms of a word: plurals, case endings, Arabic spellings and its article", () => {
    expect(found("Geldstrafen")).toEqual(["fine"]);
    expect(found("штрафы")).toEqual(["fine"]);
    expect(found("الغرامه")).toEqual(["fine"]);
    expect(matchKey("الغرامة")).toBe(matchKey("غرامه"));
  });

  it("meets a word still being typed, but only as the query's last one", () => {
    expect(found("Geldstr")).toEqual(["fine"]);
    expect(found("Geldstr ")).toEqual([]);
  });

  it("prefers a whole word to the start of a longer one", () => {
    // « ban » is a word of its own: it does not also stand for « bank ».
    expect(expandQuery("ban", vocabulary).terms).toEqual(["ban", "banque"]);
  });

  it("reads the longest phrase first, and searches each phrase's words together", () => {
    expect(found("bank account")).toEqual(["bank"]);
    expect(expandQuery("bank account", vocabulary).terms).toEqual(["bank", "account", "compte"]);
    expect(found("driving licence")).toEqual(["licence"]);
    // The other words of the query narrow the results, as in any search.
    expect(found("Geldstrafe récidive")).toEqual(["fine"]);
    expect(found("Geldstrafe banque")).toEqual([]);
  });

  it("matches the reader's own typed-out words as whole words, not as the start of French ones", () => {
    // « car » is not « carte »: the map's article mentions parkings, but after the article about them.
    expect(found("car park")).toEqual(["parking", "map"]);
    expect(index.search(expandQuery("car park", vocabulary).query)[0]!.terms).not.toContain("carte");
  });

  it("is the query as typed when no word of it is in the vocabulary, or without a vocabulary", () => {
    expect(expandQuery("prison", vocabulary)).toEqual({ query: "prison", terms: ["prison"] });
    expect(expandQuery("Geldstrafe", null)).toEqual({ query: "Geldstrafe", terms: ["geldstrafe"] });
  });
});
