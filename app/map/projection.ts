/**
 * Game-coordinate ↔ map-pixel projection shared by the tile generator and the /board map.
 *
 * Game coordinates: x grows east, y grows north, the world is the square [-16384, 16384]².
 * At zoom z a game point sits at pixel px = 2^z·(x + 16384)/64, py = 2^z·(16384 − y)/64,
 * so zoom 0 is 512×512 px (2×2 tiles of 256 px) and zoom 4 is 4 game units per pixel.
 */

import { MAP } from "./config.ts";

export const MAP_WORLD_HALF = MAP.coordinateBound;
export const TILE_SIZE = MAP.tileSize;
export const TILE_ZOOMS = [1, 2, 3, 4] as const;

/** Game units per pixel at zoom 0; the scale halves at every zoom level. */
export const UNITS_PER_PIXEL_AT_ZOOM0 = 64;

/**
 * Coefficients of the linear transformation from (x, y) to zoom-0 pixels, in the form
 * px = a·x + b, py = c·y + d. Leaflet's `new L.Transformation(a, b, c, d)` on a simple CRS
 * (with latLng = [y, x]) reproduces exactly the tile layout below.
 */
export const CRS_TRANSFORMATION = {
  a: 1 / UNITS_PER_PIXEL_AT_ZOOM0,
  b: MAP_WORLD_HALF / UNITS_PER_PIXEL_AT_ZOOM0,
  c: -1 / UNITS_PER_PIXEL_AT_ZOOM0,
  d: MAP_WORLD_HALF / UNITS_PER_PIXEL_AT_ZOOM0,
} as const;

export interface GamePoint {
  x: number;
  y: number;
}

export interface PixelPoint {
  px: number;
  py: number;
}

export interface GamePosition {
  x: number;
  y: number;
  z: number;
}

export interface GameBounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

function scaleAt(zoom: number): number {
  return 2 ** zoom / UNITS_PER_PIXEL_AT_ZOOM0;
}

export function gameToPixel(x: number, y: number, zoom: number): PixelPoint {
  const s = scaleAt(zoom);
  return { px: s * (x + MAP_WORLD_HALF), py: s * (MAP_WORLD_HALF - y) };
}

export function pixelToGame(px: number, py: number, zoom: number): GamePoint {
  const s = scaleAt(zoom);
  return { x: px / s - MAP_WORLD_HALF, y: MAP_WORLD_HALF - py / s };
}

/** Number of tiles along one side of the world at this zoom (2 at zoom 0). */
export function tilesPerSide(zoom: number): number {
  return (2 * MAP_WORLD_HALF * scaleAt(zoom)) / TILE_SIZE;
}

/** Game-space rectangle covered by tile (z, tx, ty); maxY is the tile's top edge. */
export function tileBoundsInGame(z: number, tx: number, ty: number): GameBounds {
  const topLeft = pixelToGame(tx * TILE_SIZE, ty * TILE_SIZE, z);
  const bottomRight = pixelToGame((tx + 1) * TILE_SIZE, (ty + 1) * TILE_SIZE, z);
  return { minX: topLeft.x, maxX: bottomRight.x, minY: bottomRight.y, maxY: topLeft.y };
}

// Plain decimal numbers only: exponents, hex or empty parts are far more likely typos than intent.
const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Parses a position written "x,y,z" (spaces allowed around the numbers). */
export function parsePosition(text: string): GamePosition {
  const parts = typeof text === "string" ? text.split(",").map((part) => part.trim()) : [];
  if (parts.length !== 3 || !parts.every((part) => NUMBER_PATTERN.test(part))) {
    throw new Error(`Invalid position "${String(text)}": expected "x,y,z" with three decimal numbers`);
  }
  const [x, y, z] = parts.map(Number) as [number, number, number];
  return { x, y, z };
}
