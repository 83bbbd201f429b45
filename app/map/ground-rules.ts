/**
 * Where a map point or a place may stand on the island, from the island's own model
 * (app/map/island/island.ts, which also draws the map's tiles): the build (`validateSiteData`),
 * `npm run check:content` and the editor's position field ask the same functions, in French.
 * A point stands on dry land (a boat dealer may also float by the coast); a water name lies on
 * the water, a harbour on either, every other place on land. The ground's height, a boat dealer
 * away from the coast, a plane dealer away from an airport are warnings: allowed, worth fixing.
 * Kept apart from the schemas: the model is heavy, and only the checks and the editor load it.
 */
import { AIRPORTS, ISLAND_BOUNDS, terrainAt } from "./island/island.ts";
import { ContentError } from "../lib/content-error.ts";
import { placeOfPoint } from "./place-of-point.ts";
import { parsePosition, type GamePosition } from "./projection.ts";
import { fieldError } from "../lib/validation.ts";
import type { Place, PlaceKind } from "./place-types.ts";
import { PLACES_FOLDER } from "./place-schema.ts";
import { pointsFolder } from "./poi-schema.ts";
import type { MapCategoryId, PoiIcon } from "./poi-types.ts";

/** What the island's model says of one spot. */
export interface Ground {
  /** Within the island's frame (its model knows nothing farther out: open sea). */
  inFrame: boolean;
  land: boolean;
  /** Which water, when it is not land. */
  water: "sea" | "lake" | "river" | undefined;
  /** The ground's height there (the water's surface over water), in game units. */
  elevation: number;
  /** Distance to the sea coast: positive inland, negative at sea. */
  shore: number;
}

export function groundAt(x: number, y: number): Ground {
  const inFrame =
    x > ISLAND_BOUNDS.minX && x < ISLAND_BOUNDS.maxX && y > ISLAND_BOUNDS.minY && y < ISLAND_BOUNDS.maxY;
  if (!inFrame) return { inFrame, land: false, water: "sea", elevation: 0, shore: -Infinity };
  const terrain = terrainAt(x, y);
  const land = terrain.land && !terrain.sea && !terrain.lake && !terrain.river;
  return {
    inFrame,
    land,
    water: land ? undefined : terrain.lake ? "lake" : terrain.river ? "river" : "sea",
    elevation: terrain.elevation,
    shore: terrain.shore,
  };
}

/** The ground's height rounded as the files write it (to the hundredth). */
export function groundHeight(x: number, y: number): number {
  return Math.round(groundAt(x, y).elevation * 100) / 100;
}

const WATER_NAMES = { sea: "en mer", lake: "dans un lac", river: "dans une rivière" } as const;

/** A boat dealer may float this close to the coast (game units), on the water's side. */
export const COAST_DISTANCE = 100;

/** Why a point of this icon may not stand there, in French, or undefined when it may. */
export function pointGroundProblem(position: GamePosition, icon: PoiIcon): string | undefined {
  const ground = groundAt(position.x, position.y);
  if (!ground.inFrame) return "la position est en pleine mer, loin de l'île : un point se place sur l'île";
  if (ground.land) return undefined;
  if (icon === "boat" && ground.water === "sea" && ground.shore > -COAST_DISTANCE) return undefined;
  return `la position est ${WATER_NAMES[ground.water ?? "sea"]}, pas sur la terre ferme : placez le point sur l'île${
    icon === "boat" ? " (un concessionnaire de bateaux peut aussi être sur l'eau, au bord de la côte)" : ""
  }`;
}

/** Why a place of this kind may not be there, in French, or undefined when it may. */
export function placeGroundProblem(position: GamePosition, kind: PlaceKind): string | undefined {
  // A harbour's name may sit on its basin or on its quays.
  if (kind === "harbour") return undefined;
  const ground = groundAt(position.x, position.y);
  // A river is too narrow to hold a label: a name across one belongs to the land around it.
  const wet = ground.water === "sea" || ground.water === "lake";
  if (kind === "water")
    return wet ? undefined : "un nom d'étendue d'eau se place sur l'eau, pas sur la terre";
  if (!ground.inFrame)
    return "la position est en pleine mer, loin de l'île : un nom de lieu se place sur l'île";
  return wet
    ? `la position est ${WATER_NAMES[ground.water ?? "sea"]} : un nom de lieu de ce type se place sur la terre (type « water » pour une étendue d'eau)`
    : undefined;
}

/** What is allowed but worth fixing about a point's position, in French (nothing when it is fine). */
export function pointGroundWarnings(
  position: GamePosition,
  icon: PoiIcon,
  places: readonly Place[],
): string[] {
  const ground = groundAt(position.x, position.y);
  if (!ground.inFrame) return [];
  const warnings: string[] = [];
  if (ground.land && Math.abs(position.z - ground.elevation) >= 1)
    warnings.push(
      `la hauteur z ${position.z} n'est pas celle du sol à cet endroit (${ground.elevation.toFixed(2)}) : cliquez sur la carte pour la reprendre`,
    );
  if (icon === "boat" && ground.shore >= COAST_DISTANCE)
    warnings.push("un concessionnaire de bateaux devrait être au bord de la côte");
  if (
    icon === "plane" &&
    Math.min(...AIRPORTS.map((a) => Math.hypot(position.x - a.x, position.y - a.y) - a.halfLength)) >= 0
  )
    warnings.push("un concessionnaire d'avions devrait être sur un aéroport");
  if (!placeOfPoint(position.x, position.y, places))
    warnings.push("aucun nom de lieu ne dit où c'est (ajoutez un lieu autour)");
  return warnings;
}

/** The map's content as its reader gives it (read.server.ts's MapData). */
interface MapContent {
  readonly categories: readonly {
    id: MapCategoryId;
    points: readonly { id: number; position: string; icon: PoiIcon }[];
  }[];
  readonly places: readonly Place[];
}

/**
 * Checks every point and place against the island: throws a ContentError naming the file and the
 * field for the first that may not stand where it is; returns the warnings, one line each.
 */
export function checkMapGround(map: MapContent): string[] {
  const warnings: string[] = [];
  for (const category of map.categories)
    for (const point of category.points) {
      const file = `${pointsFolder(category.id)}/${point.id}.json`;
      const position = parsePosition(point.position);
      const problem = pointGroundProblem(position, point.icon);
      if (problem) throw new ContentError(fieldError(file, "position", `${point.position} : ${problem}`));
      for (const warning of pointGroundWarnings(position, point.icon, map.places))
        warnings.push(fieldError(file, "position", warning));
    }
  for (const place of map.places) {
    const problem = placeGroundProblem(parsePosition(place.position), place.kind);
    if (problem)
      throw new ContentError(
        fieldError(`${PLACES_FOLDER}/${place.id}.json`, "position", `${place.position} : ${problem}`),
      );
  }
  return warnings;
}
