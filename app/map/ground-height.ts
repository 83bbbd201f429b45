/**
 * The ground's height at a spot, from the island's model (app/map/island/island.ts, which draws the
 * tiles and checks that points stand on the ground): the same height `npm run check:content` asks
 * of a point. The model is loaded on the first call only (about 8 KB gzip), never at the map's start.
 */
import type * as Island from "./island/island";

let model: Promise<typeof Island> | undefined;

export function groundHeight(x: number, y: number): Promise<number> {
  model ??= import("./island/island");
  return model.then(({ terrainAt }) => Math.round(terrainAt(x, y).elevation * 100) / 100);
}
