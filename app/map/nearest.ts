import { MASKED_NAME, type MapCategory, type Poi } from "./poi-types.ts";
import type { Spot } from "./game-position.ts";
import { parsePosition } from "./projection.ts";

/** A place and how far it is, in metres on the island (game units are metres). */
export interface Nearby {
  category: MapCategory;
  poi: Poi;
  metres: number;
}

/** Distance on the island's plane between two spots, in metres: heights aside, as the map shows it. */
export function distanceMetres(a: Spot, b: Spot): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

const positions = new WeakMap<Poi, Spot>();

function where(poi: Poi): Spot {
  let spot = positions.get(poi);
  if (!spot) positions.set(poi, (spot = parsePosition(poi.position)));
  return spot;
}

/**
 * The nearest place of each category to a spot, in the categories' order, leaving out the place
 * the spot is (`except`, the chosen place itself) and the masked ones: a hidden spot is found in
 * game, and « ??? à 190 m » from a public place would give it away. Computed when a place is chosen: a few hundred
 * distances, well under a millisecond, against a list for every point made at build time and sent
 * to every visitor of the map.
 */
export function nearestByCategory(from: Spot, categories: readonly MapCategory[], except?: Poi): Nearby[] {
  const nearest: Nearby[] = [];
  for (const category of categories) {
    let best: Nearby | undefined;
    for (const poi of category.points) {
      if (poi === except || poi.id === except?.id || poi.name === MASKED_NAME) continue;
      const metres = distanceMetres(from, where(poi));
      if (!best || metres < best.metres) best = { category, poi, metres };
    }
    if (best) nearest.push(best);
  }
  return nearest;
}
