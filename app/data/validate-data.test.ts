import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAP_CATEGORIES } from "./map";
import { checkCategoryArticles, noticeFileOf } from "./map/category-articles.server";
import { validatePlaces } from "./map/place-schema";
import { places } from "./map/places";
import { PLACES_FILE, validateMapData } from "./map/validate";
import { validateSiteData } from "./validate-data.server";

describe("site data", () => {
  it("is valid as committed", () => {
    expect(() => validateSiteData()).not.toThrow();
  });

  it("names the file, the entry and the field of a bad map point", () => {
    const broken = MAP_CATEGORIES.map((category) =>
      category.id === "dealer"
        ? {
            ...category,
            points: [...category.points.slice(0, 2), { ...category.points[2]!, position: "12,abc" }],
          }
        : category,
    );
    expect(() => validateMapData(broken)).toThrow(
      /app\/data\/map\/dealer\.ts: entry 2 \(id \d+\): field "position"/,
    );
  });

  it("refuses an id used in two categories", () => {
    const [enterprise, dealer, ...others] = MAP_CATEGORIES;
    const clash = { ...dealer!, points: [{ ...dealer!.points[0]!, id: enterprise!.points[0]!.id }] };
    expect(() => validateMapData([enterprise!, clash, ...others])).toThrow(
      /app\/data\/map\/dealer\.ts: id \d+ .*field "id": already used/,
    );
  });
});

describe("map places", () => {
  const good = { id: "bourg", name: "Bourg", kind: "town", position: "10,20,0", radius: 300 };

  it("accept the committed file", () => {
    expect(() => validatePlaces(PLACES_FILE, places)).not.toThrow();
  });

  it.each([
    ["a bad position", { ...good, id: "b", name: "B", position: "10;20" }, "position"],
    ["an unknown kind", { ...good, id: "b", name: "B", kind: "planet" }, "kind"],
    ["a zero radius", { ...good, id: "b", name: "B", radius: 0 }, "radius"],
    ["an id with capitals", { ...good, id: "Bourg-Neuf", name: "B" }, "id"],
    ["a zoom beyond the map's", { ...good, id: "b", name: "B", minZoom: 7 }, "minZoom"],
    ["a duplicate id", { ...good, name: "Autre" }, "id"],
    ["a duplicate name", { ...good, id: "b", name: "bourg" }, "name"],
    ["a town that is not a town", { ...good, id: "b", name: "B", kind: "district", town: "nowhere" }, "town"],
  ])("fail with the file, the entry and the field for %s", (_, entry, field) => {
    expect(() => validatePlaces(PLACES_FILE, [good, entry])).toThrow(
      new RegExp(`^app/data/map/places\\.ts: entry 1 \\(id [a-zA-Z-]+\\): field "${field}"`),
    );
  });

  it("fail the whole map check when broken", () => {
    expect(() => validateMapData(MAP_CATEGORIES, [{ ...places[0]!, radius: -1 }])).toThrow(
      /app\/data\/map\/places\.ts: entry 0 .*field "radius"/,
    );
  });
});

describe("map categories' rulebook articles", () => {
  it("exist for every category, as files of the rulebook", () => {
    expect(() => checkCategoryArticles()).not.toThrow();
    for (const category of MAP_CATEGORIES) {
      expect(existsSync(noticeFileOf(category.article, "content/notice")), category.id).toBe(true);
    }
  });

  it("link parkings, dealers, enterprises and illegal spots to their articles", () => {
    const article = (id: string) => MAP_CATEGORIES.find((c) => c.id === id)!.article;
    expect(article("parking")).toBe("/notice/game/vehicles/parking");
    expect(article("dealer")).toBe("/notice/game/vehicles/buy");
    expect(article("enterprise")).toMatch(/^\/notice\/game\/enterprises(\/|$)/);
    expect(article("illegal")).toBe("/notice/game/illegals/intro");
  });

  it("fail the build for a renamed article, naming the category and the field", () => {
    const renamed = MAP_CATEGORIES.map((c) =>
      c.id === "parking" ? { ...c, article: "/notice/game/vehicles/garage-renamed" } : c,
    );
    expect(() => checkCategoryArticles(renamed)).toThrow(
      /app\/data\/map\/index\.ts: category "parking", field "article": \/notice\/game\/vehicles\/garage-renamed/,
    );
  });

  it("accept a whole rulebook category as the link", () => {
    const category = MAP_CATEGORIES.map((c) =>
      c.id === "enterprise" ? { ...c, article: "/notice/game/enterprises" } : c,
    );
    expect(() => checkCategoryArticles(category)).not.toThrow();
  });

  it("refuse a link outside the rulebook", () => {
    const outside = MAP_CATEGORIES.map((c) => (c.id === "dealer" ? { ...c, article: "/play" } : c));
    expect(() => validateMapData(outside)).toThrow(/category "dealer", field "article"/);
  });
});
