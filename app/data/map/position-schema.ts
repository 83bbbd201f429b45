import { z } from "zod";
import { parsePosition } from "../../lib/map/projection";

/** A game position written "x,y,z", as points and places give it; read with parsePosition. */
export const positionSchema = z.string().refine(
  (text) => {
    try {
      parsePosition(text);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'must be "x,y,z" with three decimal numbers' },
);
