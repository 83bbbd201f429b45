import { describe, expect, it } from "vitest";
import { readMapData } from "./read.server";
import type { Place } from "./place-types";
import { placeOfPoint } from "./place-of-point";

const { places } = readMapData();

const town: Place = { id: "bourg", name: "Bourg", kind: "town", position: "0,0,0", radius: 1000 };
const district: Place = {
  id: "vieux-bourg",
  name: "Vieux-Bourg",
  kind: "district",
  position: "200,0,0",
  radius: 300,
  town: "bourg",
};
const lake: Place = { id: "lac", name: "Lac", kind: "water", position: "3000,0,0", radius: 800 };
const sample = [town, district, lake];

describe("placeOfPoint", () => {
  it("gives the smallest place containing the point, with its town", () => {
    expect(placeOfPoint(250, 50, sample)).toEqual({ place: district, town, near: false });
    expect(placeOfPoint(-600, 0, sample)).toEqual({ place: town, town: undefined, near: false });
  });

  it("gives the closest place, marked near, outside every circle; water never locates a point", () => {
    expect(placeOfPoint(2900, 0, sample)).toEqual({ place: town, town: undefined, near: true });
  });

  it("is undefined without land places", () => {
    expect(placeOfPoint(0, 0, [lake])).toBeUndefined();
  });

  it("finds the districts and towns of real points", () => {
    // Points named after their place, from the committed data.
    expect(placeOfPoint(-1979.16, 1240.45, places)?.place.name).toBe("Saint-Aurèle");
    expect(placeOfPoint(1858.21, 1306.38, places)?.place.name).toBe("Ferlac");
    const harbour = placeOfPoint(615.24, -3564.8, places)!;
    expect(harbour.place.name).toBe("Vieux-Port");
    expect(harbour.town?.name).toBe("Port-Brume");
    expect(placeOfPoint(-1813.98, -2996.5, places)?.place.id).toBe("aeroport");
  });
});
