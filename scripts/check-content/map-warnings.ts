/**
 * Checks of the map's content that staff cannot see from the editor (the island's terrain), so they
 * warn instead of failing: a point in the sea or floating above the ground, a boat dealer far from
 * the shore, a place label on the wrong side of the coast, a point no place names, a kind of place
 * whose name starts no point's name (after a point was renamed).
 */
import { parsePosition } from "../../app/lib/map/projection.ts";
import { placeOfPoint } from "../../app/lib/map/place-of-point.ts";
import { KINDS_FILE, nameStartsWith, type MapData } from "../../app/data/map/read.server.ts";
import { pointsFolder } from "../../app/data/map/poi-schema.ts";
import { PLACES_FOLDER } from "../../app/data/map/place-schema.ts";
import { AIRPORTS, ISLAND_BOUNDS, isLand, terrainAt } from "../map/island.ts";

export function mapWarnings(map: MapData): string[] {
  const warnings: string[] = [];
  for (const category of map.categories) {
    for (const point of category.points) {
      const file = `${pointsFolder(category.id)}/${point.id}.json`;
      const warn = (message: string) => warnings.push(`${file}: field "position": ${message}`);
      const { x, y, z } = parsePosition(point.position);
      if (
        x <= ISLAND_BOUNDS.minX ||
        x >= ISLAND_BOUNDS.maxX ||
        y <= ISLAND_BOUNDS.minY ||
        y >= ISLAND_BOUNDS.maxY
      ) {
        warn(`${point.position} is outside the island's frame`);
        continue;
      }
      const terrain = terrainAt(x, y);
      if (!isLand(x, y) || terrain.sea || terrain.lake || terrain.river)
        warn(`${point.position} is not on land`);
      else if (Math.abs(z - terrain.elevation) >= 1)
        warn(`z ${z} is not the ground's height there (${terrain.elevation.toFixed(2)})`);
      if (point.icon === "boat" && terrain.shore >= 100) warn("a boat dealer should be on the coast");
      if (
        point.icon === "plane" &&
        Math.min(...AIRPORTS.map((a) => Math.hypot(x - a.x, y - a.y) - a.halfLength)) >= 0
      )
        warn("an aircraft dealer should be at an airport");
      if (!placeOfPoint(x, y, map.places)) warn("no place names where this is (add a place around it)");
    }
  }
  for (const place of map.places) {
    // A harbour's label may sit on its basin or on its quays.
    if (place.kind === "harbour") continue;
    const { x, y } = parsePosition(place.position);
    const terrain = terrainAt(x, y);
    const wet = terrain.sea || terrain.lake;
    if (wet !== (place.kind === "water"))
      warnings.push(
        `${PLACES_FOLDER}/${place.id}.json: field "position": ${place.kind === "water" ? "a water name on land" : "in the water"}`,
      );
  }
  for (const kind of map.kinds) {
    const points = map.categories.find((category) => category.id === kind.category)?.points ?? [];
    for (const name of kind.names ?? []) {
      if (!points.some((point) => nameStartsWith(point.name, name)))
        warnings.push(
          `${KINDS_FILE}: kind "${kind.id}": field "names": no point of the category "${kind.category}" is named "${name}…"`,
        );
    }
  }
  return warnings;
}
