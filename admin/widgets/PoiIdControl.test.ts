import { describe, expect, it } from "vitest";
import { pointIds, pointIdsByCategory } from "virtual:brumes-editor";
import { nextFreeId } from "./PoiIdControl";

describe("the id offered to a new map point", () => {
  it("follows its own category's ids, skipping one another category took", () => {
    const all = [3001, 3002, 3003, 4001, 4020, 4021];
    expect(nextFreeId(all, [3001, 3002])).toBe(3004);
    expect(nextFreeId(all, [4001, 4020, 4021])).toBe(4022);
  });

  it("follows every point's when its category has none yet", () => {
    expect(nextFreeId([3001, 4021], [])).toBe(4022);
  });

  it("is free, and in its category's range, for every category of the content", () => {
    for (const [category, ids] of Object.entries(pointIdsByCategory)) {
      const offered = nextFreeId(pointIds, ids);
      expect(pointIds, category).not.toContain(offered);
      if (ids.length > 0) expect(offered, category).toBeGreaterThan(Math.max(...ids));
    }
  });
});
