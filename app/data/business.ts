// The business page's lists: content/business.json, checked at build time (./business.server.ts).
import { games } from "virtual:business";
import type { SupportedGame } from "./business-types";

export { PLATFORMS, type Platform, type SupportedGame } from "./business-types";

/** Games the team builds servers, mods and tools for (the business page's list), in the file's order. */
export const SUPPORTED_GAMES: readonly SupportedGame[] = games;

/** Years of experience the page claims ("more than ten"). */
export const BUSINESS_EXPERIENCE_YEARS = 10;
