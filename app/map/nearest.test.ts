import { describe, expect, it } from "vitest";
import { CATEGORY_ICONS, MASKED_NAME, type MapCategory, type MapCategoryId, type Poi } from "./poi-types";
import { formatDistance } from "./format-distance";
import { distanceMetres, nearestByCategory } from "./nearest";

const point = (id: number, position: string, icon: Poi["icon"] = "business"): Poi => ({
  id,
  name: `Lieu ${id}`,
  position,
  icon,
});
const category = (id: MapCategoryId, points: Poi[]): MapCategory => ({
  id,
  icons: CATEGORY_ICONS[id],
  article: "/notice/game/map",
  points,
});

// A map of its own, with distances worked out by hand.
const prefecture = point(1, "870,-1955,26");
const bank = point(2, "870,-1655,20"); // 300 m north
const court = point(3, "270,-1955,16"); // 600 m west
const carParkNear = point(10, "834.88,-1923.59,26.91", "parking"); // dx -35.12, dy 31.41: 47.12 m
const carParkFar = point(11, "900,-1915,27", "parking"); // dx 30, dy 40: 50 m
const dealer = point(20, "-2130,2045,40", "car"); // dx -3000, dy 4000: 5 km
const MAP: readonly MapCategory[] = [
  category("enterprise", [prefecture, bank, court]),
  category("dealer", [dealer]),
  category("parking", [carParkFar, carParkNear]),
  category("illegal", []),
];

describe("distanceMetres", () => {
  it("measures on the island's plane, heights aside", () => {
    expect(distanceMetres({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(distanceMetres({ x: 0, y: 0, z: 100 }, { x: 3, y: 4, z: 0 })).toBe(5);
    expect(distanceMetres({ x: -1000, y: 500 }, { x: 2000, y: -3500 })).toBe(5000);
    expect(distanceMetres({ x: 870, y: -1955 }, { x: 834.88, y: -1923.59 })).toBeCloseTo(47.12, 2);
  });
});

describe("nearestByCategory", () => {
  it("gives the nearest place of every category that has one, in the categories' order", () => {
    const nearest = nearestByCategory({ x: 870, y: -1955 }, MAP, prefecture);
    expect(nearest.map(({ category, poi }) => [category.id, poi.id])).toEqual([
      ["enterprise", bank.id],
      ["dealer", dealer.id],
      ["parking", carParkNear.id],
    ]);
    expect(nearest.map(({ metres }) => Math.round(metres * 100) / 100)).toEqual([300, 5000, 47.12]);
  });

  it("never gives a masked place, which players find in game", () => {
    const hidden: Poi = { id: 40, name: MASKED_NAME, position: "871,-1956,26", icon: "illegal" };
    const withHidden = MAP.map((each) => (each.id === "illegal" ? { ...each, points: [hidden] } : each));
    const nearest = nearestByCategory({ x: 870, y: -1955 }, withHidden, prefecture);
    expect(nearest.map(({ category }) => category.id)).toEqual(["enterprise", "dealer", "parking"]);
  });

  it("leaves out the chosen place itself, not the places of its category", () => {
    const nearest = nearestByCategory({ x: 834.88, y: -1923.59 }, MAP, carParkNear);
    expect(nearest.find(({ category }) => category.id === "parking")?.poi).toBe(carParkFar);
    expect(nearest.find(({ category }) => category.id === "enterprise")?.poi).toBe(prefecture);
  });

  it("finds the nearest place to any spot", () => {
    const nearest = nearestByCategory({ x: 300, y: -1950 }, MAP);
    expect(nearest[0]).toMatchObject({ poi: court });
    expect(nearest[0]!.metres).toBeCloseTo(Math.hypot(30, 5), 6);
  });
});

describe("formatDistance", () => {
  it("rounds to 10 m under a kilometre, then says kilometres", () => {
    expect(formatDistance(47.12, "fr")).toMatch(/^50\s?m$/u);
    expect(formatDistance(994, "en")).toMatch(/^990\s?m$/u);
    expect(formatDistance(996, "en")).toMatch(/^1\s?km$/u);
    expect(formatDistance(1250, "en")).toMatch(/^1\.3\s?km$/u);
    expect(formatDistance(1250, "fr")).toMatch(/^1,3\s?km$/u);
    expect(formatDistance(12_400, "de")).toMatch(/^12\s?km$/u);
    expect(formatDistance(300, "ru")).toMatch(/^300\s?м$/u);
  });
});
