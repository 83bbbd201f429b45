import { describe, expect, it } from "vitest";
import type { MapKind, Poi } from "./poi-types.ts";
import { kindLabelOf } from "./kind-label.ts";

const point = (id: number, name: string): Poi => ({ id, name, position: "0,0,0", icon: "business" });
const KINDS: readonly Pick<MapKind, "points" | "label">[] = [
  { points: [1, 2] },
  { points: [2, 3], label: "public-service" },
  // A whole category has no points listed: its label would be every point's.
  {},
];

describe("kindLabelOf", () => {
  it("gives the label of the first labelled kind that lists the point", () => {
    expect(kindLabelOf(point(3, "Préfecture"), KINDS)).toBe("public-service");
    expect(kindLabelOf(point(2, "Mairie de Ferlac"), KINDS)).toBe("public-service");
  });

  it("gives nothing for a point no labelled kind lists", () => {
    expect(kindLabelOf(point(1, "Garage Lemoine"), KINDS)).toBeUndefined();
    expect(kindLabelOf(point(9, "Ferme des Brumes"), KINDS)).toBeUndefined();
  });
});
