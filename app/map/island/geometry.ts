/** Small 2D geometry helpers for the island model: smoothed polylines, polygon distance, spatial index. */

/** [x, y, ...extra]: extra per-vertex values (a river's bed height) are smoothed along with x and y. */
export type Point = readonly number[];

/**
 * Resamples a control polyline into a smooth curve (uniform Catmull-Rom) with points roughly
 * `spacing` apart, passing through every control point. Roads and rivers are authored as a few
 * control points and would look like straight strokes otherwise.
 */
export function smoothPolyline(points: readonly Point[], spacing: number): Point[] {
  if (points.length < 3) return points.slice();
  const out: Point[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const steps = Math.max(1, Math.ceil(Math.hypot(p2[0]! - p1[0]!, p2[1]! - p1[1]!) / spacing));
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      out.push(
        p1.map((_, k) => {
          const a = p0[k]!;
          const b = p1[k]!;
          const c = p2[k]!;
          const d = p3[k]!;
          return (
            0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3)
          );
        }),
      );
    }
  }
  out.push(points[points.length - 1]!);
  return out;
}

/** Signed distance to a closed polygon: positive inside, negative outside. */
export function polygonSignedDistance(polygon: readonly Point[], x: number, y: number): number {
  let best = Infinity;
  let inside = false;
  const n = polygon.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = polygon[j]!;
    const b = polygon[i]!;
    const ax = a[0]!;
    const ay = a[1]!;
    const ex = b[0]! - ax;
    const ey = b[1]! - ay;
    const wx = x - ax;
    const wy = y - ay;
    let t = (wx * ex + wy * ey) / (ex * ex + ey * ey);
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const dx = wx - ex * t;
    const dy = wy - ey * t;
    const d = dx * dx + dy * dy;
    if (d < best) best = d;
    if (ay > y !== b[1]! > y && x < (ex * (y - ay)) / ey + ax) inside = !inside;
  }
  const dist = Math.sqrt(best);
  return inside ? dist : -dist;
}

/** Result of a nearest-polyline query; reused between calls to avoid allocations per pixel. */
export interface NearestHit {
  /** Distance to the closest centreline, Infinity when nothing lies within the index reach. */
  distance: number;
  /** Index of the polyline in the list given to the index. */
  feature: number;
  /** Position of the closest point along that polyline, from 0 (first point) to 1 (last point). */
  along: number;
  /** Third vertex component (when given) interpolated at the closest point, else 0. */
  value: number;
}

/**
 * Uniform grid over the segments of a set of polylines, so that "distance to the nearest road"
 * costs a handful of segment tests instead of hundreds.
 */
export class PolylineIndex {
  private readonly segments: Float64Array; // ax, ay, bx, by, along0, along1, feature, value0, value1
  private readonly cells: Int32Array[];
  private readonly minX: number;
  private readonly minY: number;
  private readonly cols: number;
  private readonly rows: number;

  constructor(
    polylines: readonly (readonly Point[])[],
    private readonly reach: number,
    private readonly cellSize = 256,
  ) {
    const seg: number[] = [];
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    polylines.forEach((line, feature) => {
      let total = 0;
      for (let i = 1; i < line.length; i++)
        total += Math.hypot(line[i]![0]! - line[i - 1]![0]!, line[i]![1]! - line[i - 1]![1]!);
      let run = 0;
      for (let i = 1; i < line.length; i++) {
        const a = line[i - 1]!;
        const b = line[i]!;
        const ax = a[0]!;
        const ay = a[1]!;
        const bx = b[0]!;
        const by = b[1]!;
        const len = Math.hypot(bx - ax, by - ay);
        seg.push(ax, ay, bx, by, run / total, (run + len) / total, feature, a[2] ?? 0, b[2] ?? 0);
        run += len;
        minX = Math.min(minX, ax, bx);
        minY = Math.min(minY, ay, by);
        maxX = Math.max(maxX, ax, bx);
        maxY = Math.max(maxY, ay, by);
      }
    });
    this.segments = Float64Array.from(seg);
    this.minX = minX - reach;
    this.minY = minY - reach;
    this.cols = Math.max(1, Math.ceil((maxX + reach - this.minX) / cellSize));
    this.rows = Math.max(1, Math.ceil((maxY + reach - this.minY) / cellSize));
    const lists: number[][] = Array.from({ length: this.cols * this.rows }, () => []);
    for (let s = 0; s < this.segments.length / 9; s++) {
      const o = s * 9;
      const x0 = Math.min(this.segments[o]!, this.segments[o + 2]!) - reach;
      const x1 = Math.max(this.segments[o]!, this.segments[o + 2]!) + reach;
      const y0 = Math.min(this.segments[o + 1]!, this.segments[o + 3]!) - reach;
      const y1 = Math.max(this.segments[o + 1]!, this.segments[o + 3]!) + reach;
      for (let cy = this.cellY(y0); cy <= this.cellY(y1); cy++) {
        for (let cx = this.cellX(x0); cx <= this.cellX(x1); cx++) lists[cy * this.cols + cx]!.push(s);
      }
    }
    this.cells = lists.map((list) => Int32Array.from(list));
  }

  private cellX(x: number): number {
    return Math.min(this.cols - 1, Math.max(0, Math.floor((x - this.minX) / this.cellSize)));
  }

  private cellY(y: number): number {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((y - this.minY) / this.cellSize)));
  }

  /** Fills `hit` with the closest polyline within the index reach (distance Infinity if none). */
  nearest(x: number, y: number, hit: NearestHit): NearestHit {
    hit.distance = Infinity;
    hit.feature = -1;
    hit.along = 0;
    hit.value = 0;
    const gx = Math.floor((x - this.minX) / this.cellSize);
    const gy = Math.floor((y - this.minY) / this.cellSize);
    if (gx < 0 || gy < 0 || gx >= this.cols || gy >= this.rows) return hit;
    const list = this.cells[gy * this.cols + gx]!;
    let best = this.reach * this.reach;
    const s = this.segments;
    for (let k = 0; k < list.length; k++) {
      const o = list[k]! * 9;
      const ax = s[o]!;
      const ay = s[o + 1]!;
      const ex = s[o + 2]! - ax;
      const ey = s[o + 3]! - ay;
      const wx = x - ax;
      const wy = y - ay;
      const ee = ex * ex + ey * ey;
      let t = ee > 0 ? (wx * ex + wy * ey) / ee : 0;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const dx = wx - ex * t;
      const dy = wy - ey * t;
      const d = dx * dx + dy * dy;
      if (d < best) {
        best = d;
        hit.distance = d;
        hit.feature = s[o + 6]!;
        hit.along = s[o + 4]! + (s[o + 5]! - s[o + 4]!) * t;
        hit.value = s[o + 7]! + (s[o + 8]! - s[o + 7]!) * t;
      }
    }
    if (hit.feature >= 0) hit.distance = Math.sqrt(hit.distance);
    return hit;
  }
}
