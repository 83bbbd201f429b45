import { z } from "zod";
import { MAP } from "./config.ts";
import { parsePosition } from "./projection.ts";

const readable = (text: string) => {
  try {
    return parsePosition(text);
  } catch {
    return undefined;
  }
};

/**
 * A game position written "x,y,z", as points and places give it; read with parsePosition. x and y
 * must lie on the map (within ±MAP.coordinateBound, as the rulebook's specification sets it), z is
 * the height.
 */
export const positionSchema = z
  .string()
  .refine((text) => readable(text) !== undefined, {
    message: "doit s'écrire « x,y,z » avec trois nombres, par exemple -512.5,1024,30",
  })
  .refine(
    (text) => {
      const position = readable(text);
      return (
        position === undefined ||
        (Math.abs(position.x) <= MAP.coordinateBound && Math.abs(position.y) <= MAP.coordinateBound)
      );
    },
    {
      message: `x et y doivent être entre -${MAP.coordinateBound} et ${MAP.coordinateBound} (les bords de la carte)`,
    },
  )
  .meta({
    title: "Position",
    description:
      "Coordonnées du jeu « x,y,z » (x vers l'est, y vers le nord, z la hauteur), x et y entre -16384 et 16384.",
  });
