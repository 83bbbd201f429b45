import { MAP } from "~/map/config";
import { parsePosition, type GamePosition } from "~/map/projection";

const BOUND = MAP.coordinateBound;

/** A position that parses and lies on the map, or why not (in French). */
export function checkPosition(text: string): GamePosition | string {
  let position: GamePosition;
  try {
    position = parsePosition(text);
  } catch {
    return "Une position écrite x,y,z avec trois nombres, par exemple -512.5,1024,30.";
  }
  if (Math.abs(position.x) > BOUND || Math.abs(position.y) > BOUND)
    return `La position sort de la carte : x et y vont de -${BOUND} à ${BOUND}.`;
  return position;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** "x,y,z" as the data files write it. */
export function formatPosition({ x, y, z }: GamePosition): string {
  return `${round(x)},${round(y)},${round(z)}`;
}
