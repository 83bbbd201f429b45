import { z } from "zod";
import { PLATFORMS } from "./business-types.ts";

const supportedGameSchema = z
  .strictObject({
    /** Lower-case words joined by "-", unique in the list. */
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/, {
        message: "ne prend que des minuscules sans accent, des chiffres et des « - »",
      })
      .meta({ title: "Identifiant", description: "Minuscules, chiffres et « - », unique dans la liste." }),
    /** The game's own name, not translated. */
    name: z
      .string()
      .min(1)
      .meta({ title: "Nom du jeu", description: "Le nom du jeu, tel quel (non traduit)." }),
    /** Platforms it runs on; their names are catalogue texts (app.business.platform.*). */
    platforms: z
      .array(z.enum(PLATFORMS))
      .min(1)
      .meta({ title: "Plateformes", description: "Au moins une : pc, playstation, xbox, switch, mobile." }),
  })
  .meta({ title: "Jeu" });

/** The business page's games (checked by the build and the tests, not in the browser). */
export const supportedGamesSchema = z
  .array(supportedGameSchema)
  .min(1)
  .refine((games) => new Set(games.map((game) => game.id)).size === games.length, "duplicate game id")
  .meta({ title: "Jeux pris en charge", description: "Dans l'ordre où la page les montre." });

/** content/business.json. */
export const businessSchema = z
  .strictObject({ games: supportedGamesSchema })
  .meta({ title: "Page entreprise" });
