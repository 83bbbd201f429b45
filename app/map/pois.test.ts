import { describe, expect, it } from "vitest";
import { checkMapGround, pointGroundProblem } from "./ground-rules";
import type { ContentEntry } from "../data/content-entry";
import { kindNameWarnings, readMapData } from "./read.server";
import { MASKED_NAME, validatePois } from "./poi-schema";
import type { MapCategoryId, Poi } from "./poi-types";

const entry = (category: MapCategoryId, data: Record<string, unknown>): ContentEntry => ({
  file: `content/map/points/${category}/${String(data.id)}.json`,
  name: String(data.id),
  data,
});

describe("validatePois", () => {
  const good = { id: 1, name: "Garage Lemoine", position: "10.5,-20,3", icon: "business" };

  it("returns valid points", () => {
    expect(validatePois("enterprise", [entry("enterprise", good)])).toEqual([good]);
  });

  it.each([
    ["a bad position", { ...good, position: "10,20" }, "position"],
    ["a position off the map", { ...good, position: "16385,0,0" }, "position"],
    ["an empty name", { ...good, name: "  " }, "name"],
    ["the masked name", { ...good, name: MASKED_NAME }, "name"],
    ["an unknown icon", { ...good, icon: "rocket" }, "icon"],
    ["a negative id", { ...good, id: -4 }, "id"],
    ["a missing field", { id: 1, name: "Garage Lemoine", icon: "business" }, "position"],
    ["an unknown field", { ...good, colour: "red" }, "colour"],
  ])("names the file and the field for %s", (_, data, field) => {
    const second = { ...entry("enterprise", data), file: "content/map/points/enterprise/2.json" };
    expect(() => validatePois("enterprise", [entry("enterprise", good), second])).toThrowError(
      new RegExp(`^content/map/points/enterprise/2\\.json : champ «\u00a0${field}\u00a0»`),
    );
  });

  it("rejects icons of another category", () => {
    expect(() => validatePois("parking", [entry("parking", { ...good, icon: "car" })])).toThrowError(
      /parking\/1\.json : champ «\u00a0icon\u00a0»/,
    );
  });

  it("rejects names used twice in a category, and an id that is not the file's name", () => {
    const twin = entry("enterprise", { ...good, id: 2, name: "garage lemoine" });
    expect(() => validatePois("enterprise", [entry("enterprise", good), twin])).toThrowError(
      /2\.json : champ «\u00a0name\u00a0» : « garage lemoine » est déjà le nom du point n° 1 de cette catégorie/,
    );
    expect(() => validatePois("enterprise", [{ ...entry("enterprise", good), name: "7" }])).toThrowError(
      /1\.json : champ «\u00a0id\u00a0» : 1 doit être le nom du fichier/,
    );
  });

  it("rejects two points of a category at one spot, and takes them a few metres apart or in two categories", () => {
    const twin = entry("enterprise", {
      ...good,
      id: 2,
      name: "Garage Lemoine, l'atelier",
      position: "12,-21,3",
    });
    expect(() => validatePois("enterprise", [entry("enterprise", good), twin])).toThrowError(
      /2\.json : champ «\u00a0position\u00a0» : le point n° 1 «\u00a0Garage Lemoine\u00a0» de cette catégorie est à 1,8 m/,
    );
    const apart = entry("enterprise", {
      ...good,
      id: 2,
      name: "Garage Lemoine, l'atelier",
      position: "16.5,-20,3",
    });
    expect(validatePois("enterprise", [entry("enterprise", good), apart])).toHaveLength(2);
  });

  it("requires masked names for illegal spots", () => {
    const spot = { id: 9, name: MASKED_NAME, position: "1,2,3", icon: "illegal" };
    expect(validatePois("illegal", [entry("illegal", spot)])).toHaveLength(1);
    expect(() => validatePois("illegal", [entry("illegal", { ...spot, name: "Labo secret" })])).toThrowError(
      /illegal\/9\.json : champ «\u00a0name\u00a0»/,
    );
  });
});

describe("where a point may stand on the island (the build, check:content and the editor)", () => {
  const map = readMapData("test/fixtures/site");
  const withPoint = (point: Poi) => ({
    ...map,
    categories: map.categories.map((category) =>
      category.id === "parking" ? { ...category, points: [point] } : category,
    ),
  });

  it("refuses a point in the sea, naming the file and the field", () => {
    expect(() =>
      checkMapGround(withPoint({ id: 3, name: "Parking", position: "-5000,-5000,0", icon: "parking" })),
    ).toThrow(
      /^content\/map\/points\/parking\/3\.json : champ «\u00a0position\u00a0» : -5000,-5000,0 : la position est en mer/,
    );
  });

  it("lets a boat dealer float by the coast, not out at sea", () => {
    const atSea = { x: -5000, y: -5000, z: 0 };
    expect(pointGroundProblem(atSea, "boat")).toMatch(/en mer/);
  });

  it("accepts the fixture's points, and warns about a height that is not the ground's", () => {
    const warnings = checkMapGround(map);
    expect(
      warnings.some((warning) =>
        /parking\/10\.json : champ «\u00a0position\u00a0» : la hauteur z 4/.test(warning),
      ),
    ).toBe(true);
  });

  it("name a kind of place whose name starts no point's name", () => {
    const renamed = {
      ...map,
      kinds: map.kinds.map((kind) =>
        kind.names ? { ...kind, names: [...kind.names, "Carrosserie"] } : kind,
      ),
    };
    expect(kindNameWarnings(map).some((warning) => warning.includes("kinds.json"))).toBe(false);
    expect(kindNameWarnings(renamed)).toContain(
      "content/map/kinds.json : sorte « garage » : champ «\u00a0names\u00a0» : aucun point de la catégorie « enterprise » ne s'appelle « Carrosserie… »",
    );
  });
});

describe("the kinds of places, as the build reads them", () => {
  const map = readMapData("test/fixtures/site");
  const garage = map.kinds.find((kind) => kind.id === "garage")!;

  it("lists the points named like the kind, and finds by its words those its article links to", () => {
    // The fixture's article links to the garage (named like the kind) and to a car park.
    expect(garage.points).toEqual([1]);
    expect(garage.alsoFound).toEqual([3]);
  });
});
