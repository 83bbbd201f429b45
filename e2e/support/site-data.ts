/**
 * The site's data for e2e tests, read from content/ by the same readers as the build (the app's
 * modules get it through Vite's virtual modules, which Playwright's loader does not have). Tests
 * derive what they expect from it instead of naming today's content.
 */
import { readSiteData } from "../../app/data/site-data.server";

export const SITE_DATA = readSiteData();
export const MAP_CATEGORIES = SITE_DATA.map.categories;
export const PLACES = SITE_DATA.map.places;
export const TEAM = SITE_DATA.credits.team;
export const CONTRIBUTORS = SITE_DATA.credits.contributors;
export const OTHER_CREDITS = SITE_DATA.credits.others;
export const SUPPORTED_GAMES = SITE_DATA.business.games;
