import { describe, expect, it } from "vitest";
import {
  CATEGORY_ICONS,
  MASKED_NAME,
  type MapCategory,
  type MapCategoryId,
  type MapKind,
  type Poi,
} from "./poi-types";
import { foldForSearch, searchMap } from "./poi-search";

// A small map of its own: the search's logic, whatever the committed points are named today.
const point = (id: number, name: string, icon: Poi["icon"]): Poi => ({ id, name, position: "0,0,0", icon });
const category = (id: MapCategoryId, points: Poi[]): MapCategory => ({
  id,
  icons: CATEGORY_ICONS[id],
  article: "/notice/game/map",
  points,
});
const MAP_CATEGORIES: readonly MapCategory[] = [
  category("enterprise", [
    point(1001, "Criée de Port-Brume", "business"),
    point(1002, "Boulangerie Saint-Aurèle", "business"),
    ...Array.from({ length: 120 }, (_, i) => point(1100 + i, `Entrepôt ${i + 1}`, "business")),
  ]),
  category("dealer", [
    point(2001, "Vélo Évasion Saint-Aurèle", "velo"),
    point(2002, "Autos de Port-Brume", "car"),
  ]),
  category("parking", [
    point(3001, "Le grand parking du port", "parking"),
    point(3002, "Parking du Port", "parking"),
  ]),
  category("illegal", [point(4001, MASKED_NAME, "illegal"), point(4002, MASKED_NAME, "illegal")]),
];

const NAMES: Record<MapCategoryId, string[]> = {
  enterprise: ["Entreprises"],
  dealer: ["Concessionnaires"],
  parking: ["Parkings"],
  illegal: ["Lieux illégaux"],
};
const search = (query: string, limit = 50) => searchMap(query, MAP_CATEGORIES, (id) => NAMES[id], limit);
const names = (query: string) =>
  search(query).results.map((r) => (r.kind === "poi" ? r.poi.name : `[${r.category.id}]`));

// Kinds of places with the words players type (content/map/kinds.json gives the real ones).
const KINDS: readonly MapKind[] = [
  {
    id: "location",
    category: "enterprise",
    points: [1003],
    keywords: ["louer", "location", "rent", "аренда"],
    // A dealer the rental article links to: it rents too.
    alsoFound: [2001],
  },
  { id: "garage", category: "enterprise", points: [1004, 1005], keywords: ["réparer", "mécanicien"] },
  { id: "bank", category: "enterprise", points: [1006], keywords: ["بنك", "مصرف"] },
  { id: "parking", category: "parking", keywords: ["garer", "se garer", "retirer"] },
  { id: "banque", category: "enterprise", points: [1006], keywords: ["retirer", "déposer"] },
];
const WITH_KINDS: readonly MapCategory[] = [
  category("enterprise", [
    point(1003, "Brumes Location de voitures", "business"),
    point(1004, "Garage Lemoine", "business"),
    point(1005, "Carrosserie Dumas", "business"),
    point(1006, "Banque d'État", "business"),
    point(1007, "Réparations Express", "business"),
  ]),
  category("dealer", [point(2001, "Auto Brumes", "car")]),
  category("parking", [point(3001, "Parking du Port", "parking")]),
  category("illegal", []),
];
const kindSearch = (query: string) =>
  searchMap(query, WITH_KINDS, (id) => NAMES[id], 50, KINDS).results.map((r) =>
    r.kind === "poi" ? r.poi.name : `[${r.category.id}]`,
  );

describe("searchMap with the words of kinds of places", () => {
  it("finds the places players name by a verb", () => {
    expect(kindSearch("louer")).toEqual(["Brumes Location de voitures", "Auto Brumes"]);
    // In the kind's order (the build lists a kind's points by the name they start with: the
    // hospital before the clinics), not by name.
    expect(kindSearch("Réparer")).toEqual(["Garage Lemoine", "Carrosserie Dumas"]);
    expect(kindSearch("mecani")).toEqual(["Garage Lemoine", "Carrosserie Dumas"]);
    expect(kindSearch("аренда")).toEqual(["Brumes Location de voitures", "Auto Brumes"]);
  });

  it("finds an Arabic word with its article « ال » or a hamza'd alif as without", () => {
    expect(kindSearch("البنك")).toEqual(["Banque d'État"]);
    expect(kindSearch("بنك")).toEqual(["Banque d'État"]);
    expect(foldForSearch("المحافظة")).toBe(foldForSearch("محافظة"));
    expect(foldForSearch("أوراق")).toBe(foldForSearch("اوراق"));
    // A short word that only starts like the article keeps it.
    expect(foldForSearch("الى")).toBe("الى");
  });

  it("puts the places the kind names before those its article links to", () => {
    // "Auto Brumes" comes first by name, but it rents only because the rental article says so.
    expect(kindSearch("loue")).toEqual(["Brumes Location de voitures", "Auto Brumes"]);
  });

  it("puts places found by their names before places found by their kind's words", () => {
    expect(kindSearch("repar")).toEqual(["Réparations Express", "Garage Lemoine", "Carrosserie Dumas"]);
  });

  it("leads to a whole category when its kind is the category", () => {
    expect(kindSearch("garer")).toEqual(["[parking]"]);
    expect(kindSearch("se garer")).toEqual(["[parking]"]);
    expect(kindSearch("retirer")).toEqual(["[parking]", "Banque d'État"]);
  });

  it("needs every word somewhere in the name or the kind's words", () => {
    expect(kindSearch("louer voitures")).toEqual(["Brumes Location de voitures"]);
    expect(kindSearch("louer garage")).toEqual([]);
    // Words match from their start: "ouer" is no word's start.
    expect(kindSearch("ouer")).toEqual([]);
  });
});

describe("foldForSearch", () => {
  it("drops case, accents, ligatures and punctuation", () => {
    expect(foldForSearch("Saint-Aurèle")).toBe("saint aurele");
    expect(foldForSearch("  CŒUR d’Élan  ")).toBe("coeur d elan");
  });
});

describe("searchMap", () => {
  it("finds points of every category at once, each with its category", () => {
    const results = search("port brume").results;
    const categories = new Set(results.flatMap((r) => (r.kind === "poi" ? [r.category.id] : [])));
    expect(categories).toContain("enterprise");
    expect(categories).toContain("dealer");
    for (const r of results) {
      if (r.kind === "poi") expect(r.category.points).toContain(r.poi);
    }
  });

  it("ignores accents and case, and finds words in any order", () => {
    expect(names("saint aurele")).toEqual(names("SAINT-AURÈLE"));
    expect(names("vélo évasion")).toContain("Vélo Évasion Saint-Aurèle");
    expect(names("aurele evasion")).toContain("Vélo Évasion Saint-Aurèle");
  });

  it("puts names that start with the query first", () => {
    const [first] = search("parking du port").results;
    expect(first?.kind === "poi" && first.poi.name).toBe("Parking du Port");
  });

  it("leads to a whole category by its name in the page's language, or its id", () => {
    expect(names("parking")[0]).toBe("[parking]");
    expect(names("illégal")).toEqual(["[illegal]"]);
    expect(names("ILLEGAUX")).toEqual(["[illegal]"]);
    const english = searchMap("dealers", MAP_CATEGORIES, (id) => (id === "dealer" ? ["Dealers"] : []), 10);
    expect(english.results[0]).toMatchObject({ kind: "category", category: { id: "dealer" } });
  });

  it("never matches the masked names of illegal spots", () => {
    expect(search("???").results).toEqual([]);
    expect(search(MASKED_NAME).total).toBe(0);
    for (const r of search("e", 1000).results) {
      if (r.kind === "poi") expect(r.poi.name).not.toBe(MASKED_NAME);
    }
  });

  it("limits the results and counts them all", () => {
    const outcome = search("e", 5);
    expect(outcome.results).toHaveLength(5);
    expect(outcome.total).toBeGreaterThan(100);
  });

  it("gives nothing for an empty or unmatched query", () => {
    expect(search("   ").results).toEqual([]);
    expect(search("zzzzqqq").results).toEqual([]);
  });

  it.each([
    ["a very long string", "a".repeat(1_000_000)],
    ["emoji and joiners", "👩‍👩‍👧 🏳️‍🌈"],
    ["a lone surrogate", "\uD800x\uDFFF"],
    ["right-to-left text", "موقف السيارات"],
    ["control characters", "\u0000\u0007\u200B\u202E"],
    ["regular-expression syntax", "(.*)+[a-z]{2,}\\"],
    ["combining marks alone", "\u0301\u0308"],
  ])("does not throw on %s", (_, query) => {
    expect(() => search(query)).not.toThrow();
  });
});
