import { describe, expect, it } from "vitest";
import { readMapData } from "./read.server";
import { mapPath, parseMapSearch } from "./map-url";

const { categories } = readMapData();
const parse = (query: string) => parseMapSearch(new URLSearchParams(query), categories);
const parking = categories.find((category) => category.id === "parking")!;
const enterprise = categories.find((category) => category.id === "enterprise")!;

describe("parseMapSearch", () => {
  it("reads the category and the point", () => {
    const point = parking.points.at(-1)!;
    const state = parse(`category=parking&poi=${point.id}`);
    expect(state.category.id).toBe("parking");
    expect(state.selected).toBe(point);
    expect(state.cleaned).toBeNull();
  });

  it("defaults to enterprises, written without a parameter", () => {
    expect(parse("").category.id).toBe("enterprise");
    expect(parse("").cleaned).toBeNull();
    expect(parse(`poi=${enterprise.points[0]!.id}`).selected).toBe(enterprise.points[0]);
    expect(parse("category=enterprise").cleaned?.toString()).toBe("");
  });

  it.each([
    ["not a number", "category=parking&poi=abc"],
    ["a decimal", "category=parking&poi=3001.5"],
    ["negative", "category=parking&poi=-3001"],
    ["an exponent", "category=parking&poi=3e3"],
    ["empty", "category=parking&poi="],
    ["unknown", "category=parking&poi=999999"],
    ["huge", `category=parking&poi=${"9".repeat(400)}`],
    ["of another category", `category=parking&poi=${enterprise.points[0]!.id}`],
  ])("ignores a poi that is %s and cleans the URL", (_, query) => {
    const state = parse(query);
    expect(state.category.id).toBe("parking");
    expect(state.selected).toBeUndefined();
    expect(state.cleaned?.toString()).toBe("category=parking");
  });

  it("ignores an unknown category, keeping other parameters", () => {
    const state = parse("category=%3Cscript%3E&poi=1&utm_source=forum");
    expect(state.category.id).toBe("enterprise");
    expect(state.selected).toBeUndefined();
    expect(state.cleaned?.toString()).toBe("utm_source=forum");
  });

  it("keeps the first of repeated parameters", () => {
    const point = parking.points[0]!;
    const state = parse(`category=parking&category=dealer&poi=${point.id}&poi=1`);
    expect(state.selected).toBe(point);
    expect(state.cleaned?.toString()).toBe(`category=parking&poi=${point.id}`);
  });
});

describe("a spot of the island (?at=x,y,z)", () => {
  it("is read, and written back with its commas", () => {
    const state = parse("at=834.88,-1923.59,26.91");
    expect(state.spot).toEqual({ x: 834.88, y: -1923.59, z: 26.91 });
    expect(state.selected).toBeUndefined();
    expect(state.cleaned).toBeNull();
    expect(mapPath({ category: enterprise, selected: undefined, spot: state.spot })).toBe(
      "/board?at=834.88,-1923.59,26.91",
    );
    expect(parse("category=parking&at=12,-40").spot).toEqual({ x: 12, y: -40 });
    expect(parse("at=12,-40").cleaned?.toString()).toBe("at=12.00%2C-40.00");
  });

  it("gives way to a chosen place", () => {
    const point = parking.points[0]!;
    const state = parse(`category=parking&poi=${point.id}&at=12,-40`);
    expect(state.selected).toBe(point);
    expect(state.spot).toBeUndefined();
    expect(state.cleaned?.toString()).toBe(`category=parking&poi=${point.id}`);
  });

  it.each([
    ["off the map", "at=99999,0"],
    ["HTML", "at=%3Cscript%3E,1"],
    ["10 KB", `at=${"9".repeat(10_240)}`],
    ["one number", "at=12"],
  ])("is ignored when it is %s, and the URL cleaned", (_, query) => {
    const state = parse(`${query}&utm_source=forum`);
    expect(state.spot).toBeUndefined();
    expect(state.cleaned?.toString()).toBe("utm_source=forum");
    // The reader is told the position was not one.
    expect(state.refused).toBe("at");
  });
});

describe("what a link asked for that the map cannot show", () => {
  it("is a place that no category has any more, or a position that is none", () => {
    expect(parse("poi=999999999").refused).toBe("poi");
    expect(parse("poi=abc").refused).toBe("poi");
    expect(parse("at=99999,0").refused).toBe("at");
  });

  it("is nothing when the link is whole, or names a place of another category (the spec ignores it)", () => {
    expect(parse(`category=parking&poi=${parking.points[0]!.id}`).refused).toBeUndefined();
    expect(parse("at=12,-40").refused).toBeUndefined();
    expect(parse("category=nowhere").refused).toBeUndefined();
    expect(parse(`category=parking&poi=${enterprise.points[0]!.id}`).refused).toBeUndefined();
    // A chosen place wins over a position: nothing was refused.
    expect(parse(`category=parking&poi=${parking.points[0]!.id}&at=x`).refused).toBeUndefined();
  });
});

describe("mapPath", () => {
  it("writes the state as the URL the rulebook links to", () => {
    const point = parking.points[0]!;
    expect(mapPath({ category: parking, selected: point })).toBe(`/board?category=parking&poi=${point.id}`);
    expect(mapPath({ category: enterprise, selected: undefined })).toBe("/board");
    expect(mapPath({ category: enterprise, selected: enterprise.points.at(-1) })).toBe(
      `/board?poi=${enterprise.points.at(-1)!.id}`,
    );
  });
});
