import { describe, expect, it } from "vitest";
import { CATEGORY_ICONS, type MapCategory, type MapKind, type Poi } from "./poi-types";
import { articleOf } from "./poi-article";

const agency: Poi = { id: 1, name: "Location de voitures Brumes", position: "0,0,0", icon: "business" };
const court: Poi = {
  id: 2,
  name: "Tribunal de Port-Brume",
  position: "0,0,0",
  icon: "business",
  article: "/notice/game/justice/court",
};
const bakery: Poi = { id: 3, name: "Boulangerie", position: "0,0,0", icon: "business" };
const carPark: Poi = { id: 4, name: "Parking", position: "0,0,0", icon: "parking" };
const enterprise: MapCategory = {
  id: "enterprise",
  icons: CATEGORY_ICONS.enterprise,
  article: "/notice/game/enterprises/introduction",
  points: [agency, court, bakery],
};
const parking: MapCategory = {
  id: "parking",
  icons: CATEGORY_ICONS.parking,
  article: "/notice/game/vehicles/parking",
  points: [carPark],
};
const KINDS: readonly MapKind[] = [
  {
    id: "location",
    category: "enterprise",
    points: [1],
    article: "/notice/game/vehicles/rent",
    keywords: [],
  },
  {
    id: "tribunal",
    category: "enterprise",
    points: [2],
    article: "/notice/game/justice/penal",
    keywords: [],
  },
  { id: "words-only", category: "enterprise", points: [1, 3], keywords: ["louer"] },
];

describe("articleOf", () => {
  it("leads a place's card to the article about its kind of place", () => {
    expect(articleOf(agency, enterprise, KINDS)).toBe("/notice/game/vehicles/rent");
  });

  it("prefers the place's own article, and falls back on its category's", () => {
    expect(articleOf(court, enterprise, KINDS)).toBe("/notice/game/justice/court");
    expect(articleOf(bakery, enterprise, KINDS)).toBe("/notice/game/enterprises/introduction");
    expect(articleOf(agency, enterprise, [])).toBe("/notice/game/enterprises/introduction");
  });

  it("gives a whole category's kind its article", () => {
    const kinds: MapKind[] = [
      { id: "all", category: "parking", article: "/notice/game/vehicles/gps", keywords: [] },
    ];
    expect(articleOf(carPark, parking, kinds)).toBe("/notice/game/vehicles/gps");
    expect(articleOf(bakery, enterprise, kinds)).toBe("/notice/game/enterprises/introduction");
  });
});
