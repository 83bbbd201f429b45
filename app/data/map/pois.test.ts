import { describe, expect, it } from "vitest";
import { parsePosition } from "../../lib/map/projection";
import { AIRPORTS, ISLAND_BOUNDS, PLACES, isLand, terrainAt } from "../../../scripts/map/island";
import { placeOfPoint } from "../../lib/map/place-of-point";
import { MAP_CATEGORIES, getMapCategory } from "./index";
import { places } from "./places";
import { CATEGORY_ICONS, MAP_CATEGORY_IDS, MASKED_NAME, validatePois } from "./poi-schema";

const all = MAP_CATEGORIES.flatMap((c) => c.points.map((p) => ({ ...p, category: c.id })));

describe("map categories", () => {
  it("come in display order with their icons", () => {
    expect(MAP_CATEGORIES.map((c) => c.id)).toEqual([...MAP_CATEGORY_IDS]);
    expect(MAP_CATEGORIES.map((c) => c.icons)).toEqual(MAP_CATEGORY_IDS.map((id) => CATEGORY_ICONS[id]));
  });

  it("each have points (staff add as many as they like)", () => {
    for (const c of MAP_CATEGORIES) expect(c.points.length, c.id).toBeGreaterThan(0);
  });
});

// Schema, icons of the category, ids unique across the map, names unique in a category and masked
// illegal spots: validateMapData checks the committed files (validate-data.test.ts) and the build.
describe("points of interest", () => {
  it("use the masked name only for illegal spots", () => {
    for (const c of MAP_CATEGORIES) {
      if (c.id === "illegal") continue;
      for (const p of c.points) expect(p.name, `${c.id} ${p.id}`).not.toBe(MASKED_NAME);
    }
  });

  it("stand on dry land of the island, at ground height", () => {
    for (const p of all) {
      const { x, y, z } = parsePosition(p.position);
      const label = `${p.category} ${p.id} "${p.name}" at ${p.position}`;
      expect(x, label).toBeGreaterThan(ISLAND_BOUNDS.minX);
      expect(x, label).toBeLessThan(ISLAND_BOUNDS.maxX);
      expect(y, label).toBeGreaterThan(ISLAND_BOUNDS.minY);
      expect(y, label).toBeLessThan(ISLAND_BOUNDS.maxY);
      expect(isLand(x, y), label).toBe(true);
      const t = terrainAt(x, y);
      expect(t.sea || t.lake || t.river, label).toBe(false);
      expect(Math.abs(z - t.elevation), label).toBeLessThan(1);
    }
  });

  it("keep dealers to vehicles, boats on the coast and aircraft at an airport", () => {
    for (const p of getMapCategory("dealer").points) {
      expect(["car", "moto", "velo", "boat", "plane"]).toContain(p.icon);
      const { x, y } = parsePosition(p.position);
      const t = terrainAt(x, y);
      if (p.icon === "boat") expect(t.shore, p.name).toBeLessThan(100);
      if (p.icon === "plane") {
        const nearest = Math.min(...AIRPORTS.map((a) => Math.hypot(x - a.x, y - a.y) - a.halfLength));
        expect(nearest, p.name).toBeLessThan(0);
      }
    }
    const icons = new Set(getMapCategory("dealer").points.map((p) => p.icon));
    expect([...icons].sort()).toEqual(["boat", "car", "moto", "plane", "velo"]);
  });

  it("put mines in the mountains and farms in the country", () => {
    for (const p of getMapCategory("enterprise").points) {
      const { x, y } = parsePosition(p.position);
      if (/^(Mine|Galerie|Carrière de granit)/.test(p.name))
        expect(y, p.name).toBeGreaterThan(PLACES.valcendre.y - 500);
      if (/^Ferme /.test(p.name)) expect(terrainAt(x, y).urban, p.name).toBeLessThan(0.3);
      if (/Port-Brume/.test(p.name) && !/Aéroport|aéroport/.test(p.name))
        expect(Math.hypot(x - PLACES.portBrume.x, y - PLACES.portBrume.y), p.name).toBeLessThan(2200);
    }
  });
});

describe("validatePois", () => {
  const good = { id: 1, name: "Garage Lemoine", position: "10.5,-20,3", icon: "business" };

  it("returns valid points", () => {
    expect(validatePois("enterprise", "enterprise.ts", [good])).toEqual([good]);
  });

  it.each([
    ["a bad position", { ...good, position: "10,20" }, "position"],
    ["an empty name", { ...good, name: "  " }, "name"],
    ["an unknown icon", { ...good, icon: "rocket" }, "icon"],
    ["a negative id", { ...good, id: -4 }, "id"],
    ["a missing field", { id: 1, name: "Garage Lemoine", icon: "business" }, "position"],
    ["an unknown field", { ...good, colour: "red" }, "colour"],
  ])("names the file, the entry and the field for %s", (_, entry, field) => {
    expect(() => validatePois("enterprise", "app/data/map/enterprise.ts", [good, entry])).toThrowError(
      new RegExp(
        `^app/data/map/enterprise\\.ts: entry 1 \\((id|no id).*\\): field "${field.replace(/[()]/g, "\\$&")}"`,
      ),
    );
  });

  it("rejects icons of another category", () => {
    expect(() => validatePois("parking", "parking.ts", [{ ...good, icon: "car" }])).toThrowError(
      /parking\.ts: entry 0 \(id 1\): field "icon"/,
    );
  });

  it("rejects duplicate ids and names", () => {
    expect(() =>
      validatePois("enterprise", "enterprise.ts", [good, { ...good, name: "Autre" }]),
    ).toThrowError(/entry 1 \(id 1\): field "id"/);
    expect(() =>
      validatePois("enterprise", "enterprise.ts", [good, { ...good, id: 2, name: "garage lemoine" }]),
    ).toThrowError(/entry 1 \(id 2\): field "name"/);
  });

  it("requires masked names for illegal spots", () => {
    const spot = { id: 9, name: MASKED_NAME, position: "1,2,3", icon: "illegal" };
    expect(validatePois("illegal", "illegal.ts", [spot])).toHaveLength(1);
    expect(() => validatePois("illegal", "illegal.ts", [{ ...spot, name: "Labo secret" }])).toThrowError(
      /illegal\.ts: entry 0 \(id 9\): field "name"/,
    );
  });

  it("rejects a file that is not a list", () => {
    expect(() => validatePois("dealer", "dealer.ts", { id: 1 })).toThrowError(
      /^dealer\.ts: expected an array/,
    );
  });
});

describe("places", () => {
  it("name land where the island has land, and water where it has water", () => {
    // A harbour's label may sit on its basin or on its quays.
    for (const place of places.filter((p) => p.kind !== "harbour")) {
      const { x, y } = parsePosition(place.position);
      const t = terrainAt(x, y);
      const wet = t.sea || t.lake;
      expect(wet, `${place.id} at ${place.position}`).toBe(place.kind === "water");
    }
  });

  it("give every point a place", () => {
    for (const p of all) {
      const { x, y } = parsePosition(p.position);
      expect(placeOfPoint(x, y, places), `${p.id}`).toBeDefined();
    }
  });
});
