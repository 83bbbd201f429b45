import { describe, expect, it } from "vitest";
import { MAP_CATEGORIES } from "./map";
import { validateMapData } from "./map/validate";
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
      /app\/data\/map\/dealer\.ts: entry 2 \(id \d+\), field "position"/,
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
