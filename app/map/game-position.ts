import { MAP } from "./config.ts";

/** A spot of the island in game units (metres): x east, y north, z the ground's height when known. */
export interface Spot {
  x: number;
  y: number;
  z?: number;
}

/** Longest `at` value read: three numbers with two decimals are far shorter. */
const MAX_AT_LENGTH = 64;
const NUMBER = /^-?\d{1,5}(?:\.\d{1,6})?$/;
/** Heights far below the sea or above the mountains are typing mistakes, not places. */
const MAX_HEIGHT = 5000;

const fixed = (value: number) => value.toFixed(2);

/** How the game takes a position, with its height: "834.88, -1923.59, 26.91". */
export function formatGamePosition({ x, y, z }: Spot): string {
  return z === undefined ? `${fixed(x)}, ${fixed(y)}` : `${fixed(x)}, ${fixed(y)}, ${fixed(z)}`;
}

/** A spot as the map's link writes it: `at=834.88,-1923.59,26.91` (z left out when unknown). */
export function atParam(spot: Spot): string {
  return formatGamePosition(spot).replace(/ /g, "");
}

/**
 * Reads a shared spot (`/board?at=x,y` or `x,y,z`): plain decimal numbers, x and y on the map
 * (±MAP.coordinateBound), a height that could be one. Anything else is no spot.
 */
export function parseAt(text: string | null): Spot | undefined {
  if (text === null || text.length > MAX_AT_LENGTH) return undefined;
  const parts = text.split(",").map((part) => part.trim());
  if (parts.length < 2 || parts.length > 3 || !parts.every((part) => NUMBER.test(part))) return undefined;
  const [x, y, z] = parts.map(Number) as [number, number, number | undefined];
  if (Math.abs(x) > MAP.coordinateBound || Math.abs(y) > MAP.coordinateBound) return undefined;
  if (z !== undefined && Math.abs(z) > MAX_HEIGHT) return undefined;
  // Two decimals, as the link writes them: the same spot reads back the same.
  const round = (value: number) => Math.round(value * 100) / 100 || 0;
  return z === undefined ? { x: round(x), y: round(y) } : { x: round(x), y: round(y), z: round(z) };
}
