import { describe, expect, it } from "vitest";
import { boundsOf, overviewView, type Shown } from "./overview";

const frame: Shown = { bounds: { minX: -1000, maxX: 2000, minY: -5500, maxY: 7500 }, paddingPx: 4 };
const points: Shown = { bounds: { minX: -4900, maxX: 4400, minY: -4450, maxY: 7180 }, paddingPx: 14 };
const base = { frame, points, zoom: 1.2, minZoom: 1 };

/** Whether every box lies in the view, each inside its padding. */
function holds(view: { x: number; y: number; zoom: number }, size: { width: number; height: number }) {
  const upp = 64 / 2 ** view.zoom;
  return [frame, points].every(({ bounds: b, paddingPx: p }) => {
    const halfW = (size.width / 2 - p) * upp + 1e-6;
    const halfH = (size.height / 2 - p) * upp + 1e-6;
    return (
      b.minX >= view.x - halfW &&
      b.maxX <= view.x + halfW &&
      b.minY >= view.y - halfH &&
      b.maxY <= view.y + halfH
    );
  });
}

describe("overviewView", () => {
  it("keeps the frame's centre at zoom 1.2 where the map has room for everything", () => {
    for (const size of [
      { width: 960, height: 560 },
      { width: 860, height: 480 },
    ]) {
      const view = overviewView({ ...base, ...size });
      expect(view).toEqual({ x: 500, y: 1000, zoom: 1.2 });
      expect(holds(view, size)).toBe(true);
    }
  });

  it("on a phone, zooms out and moves the centre just enough to hold every point and the frame", () => {
    const size = { width: 358, height: 506 };
    const view = overviewView({ ...base, ...size });
    expect(view.zoom).toBeLessThan(1.2);
    expect(view.zoom).toBeGreaterThanOrEqual(1);
    expect(holds(view, size)).toBe(true);
    // The points reach further west than east of the frame's centre: the view moves west.
    expect(view.x).toBeLessThan(500);
  });

  it("never goes below the lowest zoom; what cannot fit is centred", () => {
    const view = overviewView({ ...base, width: 200, height: 300 });
    expect(view.zoom).toBe(1);
    expect(view.x).toBeCloseTo((points.bounds.minX + points.bounds.maxX) / 2);
  });
});

describe("boundsOf", () => {
  it("is the smallest box around the positions", () => {
    expect(
      boundsOf([
        { x: 1, y: -2 },
        { x: -3, y: 4 },
      ]),
    ).toEqual({ minX: -3, maxX: 1, minY: -2, maxY: 4 });
  });
});
