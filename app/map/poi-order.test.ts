import { describe, expect, it } from "vitest";
import { sortPoisByName } from "./poi-order";

const points = [
  { id: 1, name: "zinc du port" },
  { id: 2, name: "Épicerie Lemoine" },
  { id: 3, name: "Entrepôt Sud" },
  { id: 4, name: "ecole de pilotage" },
  { id: 5, name: "Bar Le Phare" },
  { id: 6, name: "???" },
  { id: 7, name: "???" },
];

describe("sortPoisByName", () => {
  it("sorts case-insensitively with French collation (accents with their base letter)", () => {
    expect(sortPoisByName(points).map((p) => p.id)).toEqual([6, 7, 5, 4, 3, 2, 1]);
  });

  it("does not change its input", () => {
    const copy = [...points];
    sortPoisByName(points);
    expect(points).toEqual(copy);
  });
});
