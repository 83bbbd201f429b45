import { z } from "zod";

/** Platforms a supported game runs on; their names are in the catalogue (app.business.platform.*). */
export const PLATFORMS = ["pc", "playstation", "xbox", "switch", "mobile"] as const;
export type Platform = (typeof PLATFORMS)[number];

const SupportedGameSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The game's own name, not translated. */
  name: z.string().min(1),
  platforms: z.array(z.enum(PLATFORMS)).min(1),
});

export type SupportedGame = z.infer<typeof SupportedGameSchema>;

const SupportedGamesSchema = z
  .array(SupportedGameSchema)
  .min(1)
  .refine((games) => new Set(games.map((game) => game.id)).size === games.length, "duplicate game id");

/** Games the team builds servers, mods and tools for (the business page's list). */
export const SUPPORTED_GAMES: readonly SupportedGame[] = SupportedGamesSchema.parse([
  { id: "minecraft", name: "Minecraft", platforms: ["pc", "playstation", "xbox", "switch", "mobile"] },
  { id: "garrys-mod", name: "Garry's Mod", platforms: ["pc"] },
  { id: "arma-3", name: "Arma 3", platforms: ["pc"] },
  { id: "dayz", name: "DayZ", platforms: ["pc", "playstation", "xbox"] },
  { id: "rust", name: "Rust", platforms: ["pc", "playstation", "xbox"] },
  { id: "ark", name: "ARK: Survival Evolved", platforms: ["pc", "playstation", "xbox", "switch"] },
  { id: "conan-exiles", name: "Conan Exiles", platforms: ["pc", "playstation", "xbox"] },
  { id: "valheim", name: "Valheim", platforms: ["pc", "xbox"] },
  { id: "project-zomboid", name: "Project Zomboid", platforms: ["pc"] },
  { id: "space-engineers", name: "Space Engineers", platforms: ["pc", "playstation", "xbox"] },
  { id: "counter-strike-2", name: "Counter-Strike 2", platforms: ["pc"] },
  { id: "euro-truck-simulator-2", name: "Euro Truck Simulator 2", platforms: ["pc"] },
]);

/** Years of experience the page claims ("more than ten"). */
export const BUSINESS_EXPERIENCE_YEARS = 10;
