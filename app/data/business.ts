/** Platforms a supported game runs on; their names are in the catalogue (app.business.platform.*). */
export const PLATFORMS = ["pc", "playstation", "xbox", "switch", "mobile"] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface SupportedGame {
  id: string;
  /** The game's own name, not translated. */
  name: string;
  platforms: readonly Platform[];
}

/** Games the team builds servers, mods and tools for (the business page's list). */
export const SUPPORTED_GAMES: readonly SupportedGame[] = [
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
];

/** Years of experience the page claims ("more than ten"). */
export const BUSINESS_EXPERIENCE_YEARS = 10;
