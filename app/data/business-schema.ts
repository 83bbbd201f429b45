import { z } from "zod";
import { PLATFORMS } from "./business";

const supportedGameSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  platforms: z.array(z.enum(PLATFORMS)).min(1),
});

/** The business page's games (checked by the build and the tests, not in the browser). */
export const supportedGamesSchema = z
  .array(supportedGameSchema)
  .min(1)
  .refine((games) => new Set(games.map((game) => game.id)).size === games.length, "duplicate game id");
