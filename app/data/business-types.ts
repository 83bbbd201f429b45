/** The business page's data: its shape and allowed values (no validation code here). */

/** Platforms a supported game runs on; their names are in the catalogue (app.business.platform.*). */
export const PLATFORMS = ["pc", "playstation", "xbox", "switch", "mobile"] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface SupportedGame {
  id: string;
  /** The game's own name, not translated. */
  name: string;
  platforms: readonly Platform[];
}
