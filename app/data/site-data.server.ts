import { readBusiness } from "./business.server.ts";
import { readCredits, type Credits } from "./credits/read.server.ts";
import type { SupportedGame } from "./business-types.ts";
import { readMapData, type MapData } from "../map/read.server.ts";
import { readSocialLinks } from "./social.server.ts";
import type { SocialLink } from "./social.ts";

export interface SiteData {
  readonly map: MapData;
  readonly credits: Credits;
  readonly business: { readonly games: readonly SupportedGame[] };
  readonly social: readonly SocialLink[];
}

/**
 * Every data set staff maintain under `<root>/content/` (the rulebook and the terms apart), read
 * and validated by its own reader. The build (through the virtual modules), `npm run check:content`,
 * the unit tests and the e2e tests all read the content this way; `root` lets tests use a fixture folder.
 */
export function readSiteData(root: string = process.cwd()): SiteData {
  return {
    map: readMapData(root),
    credits: readCredits(root),
    business: readBusiness(root),
    social: readSocialLinks(root),
  };
}
