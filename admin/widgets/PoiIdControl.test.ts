import { describe, expect, it } from "vitest";
import { points } from "virtual:brumes-editor";
import { nextFreeId } from "~/map/point-rules";
import { offeredId } from "./PoiIdControl";

describe("the id offered to a new map point", () => {
  it("follows its own category's ids, skipping one another category took", () => {
    const all = [3001, 3002, 3003, 4001, 4020, 4021];
    expect(nextFreeId(all, [3001, 3002])).toBe(3004);
    expect(nextFreeId(all, [4001, 4020, 4021])).toBe(4022);
  });

  it("follows every point's when its category has none yet, and assumes no range", () => {
    expect(nextFreeId([3001, 4021], [])).toBe(4022);
    // A category given ids far from its others (new public places among the enterprises) goes on from its highest.
    expect(nextFreeId([1001, 1002, 5000, 5001], [1001, 1002, 5000])).toBe(5002);
  });

  it("is free, and after its category's highest, for every category of the content", () => {
    const all = Object.values(points).flatMap((list) => list.map((point) => point.id));
    for (const [category, list] of Object.entries(points)) {
      const offered = offeredId(category);
      expect(all, category).not.toContain(offered);
      if (list.length > 0)
        expect(offered, category).toBeGreaterThan(Math.max(...list.map((point) => point.id)));
    }
  });
});
