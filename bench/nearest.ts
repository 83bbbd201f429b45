import { gzipSync } from "node:zlib";
import { readMapData } from "../app/map/read.server";
import { nearestByCategory } from "../app/map/nearest";
import { parsePosition } from "../app/map/projection";
import { median } from "./median";

/**
 * What "the nearest place of each category" costs computed in the page when a place is chosen (the
 * map's way), against lists made at build time for every place and sent with the map's data: the
 * time for one place and for all, and the weight such lists would add (each place's nearest ids
 * and distances, as the map's data module would write them, gzip).
 */
export function nearestTimings(): {
  points: number;
  perPointMs: number;
  allMs: number;
  prebuiltGzip: number;
} {
  const { categories } = readMapData();
  const points = categories.flatMap((category) => category.points);
  const each: number[] = [];
  const lists: Record<number, [number, number][]> = {};
  const start = performance.now();
  for (const poi of points) {
    const t0 = performance.now();
    const nearest = nearestByCategory(parsePosition(poi.position), categories, poi);
    each.push(performance.now() - t0);
    lists[poi.id] = nearest.map((near) => [near.poi.id, Math.round(near.metres)]);
  }
  const allMs = performance.now() - start;
  return {
    points: points.length,
    perPointMs: median(each),
    allMs,
    prebuiltGzip: gzipSync(`export const nearest = ${JSON.stringify(lists)};`, { level: 9 }).length,
  };
}
