/**
 * Points of interest of the /board map, by category, and the places (towns, districts) that name
 * where they are. The data files are checked at build time and by the tests (./validate.ts), not
 * in the browser: the page ships no validation code.
 */
import { dealerPoints } from "./dealer";
import { enterprisePoints } from "./enterprise";
import { illegalPoints } from "./illegal";
import { parkingPoints } from "./parking";
import { CATEGORY_ICONS, type MapCategoryId, type Poi, type PoiIcon } from "./poi-types";

export { CATEGORY_ICONS, MAP_CATEGORY_IDS, MASKED_NAME, POI_ICONS } from "./poi-types";
export type { MapCategoryId, Poi, PoiIcon } from "./poi-types";

export interface MapCategory {
  readonly id: MapCategoryId;
  /** Icons a point of this category may use. */
  readonly icons: readonly PoiIcon[];
  /** The data file, named in validation errors. */
  readonly file: string;
  /**
   * Site path of the rulebook page that covers this kind of place, linked from the card of a
   * chosen point: an article (`/notice/game/<category>/<key>`) or a whole rulebook category
   * (`/notice/game/<category>`). The build fails if the page does not exist.
   */
  readonly article: string;
  readonly points: readonly Poi[];
}

const category = (id: MapCategoryId, article: string, points: readonly Poi[]): MapCategory => ({
  id,
  icons: CATEGORY_ICONS[id],
  file: `app/data/map/${id}.ts`,
  article,
  points,
});

/** Categories in display order; "enterprise" is the default one of the map page. */
export const MAP_CATEGORIES: readonly MapCategory[] = [
  category("enterprise", "/notice/game/enterprises/introduction", enterprisePoints),
  category("dealer", "/notice/game/vehicles/buy", dealerPoints),
  category("parking", "/notice/game/vehicles/parking", parkingPoints),
  category("illegal", "/notice/game/illegals/intro", illegalPoints),
];

export const DEFAULT_MAP_CATEGORY: MapCategoryId = "enterprise";

export function getMapCategory(id: MapCategoryId): MapCategory {
  return MAP_CATEGORIES.find((c) => c.id === id)!;
}

/** The category a point belongs to, by its id (ids are unique across categories). */
export function findPoi(id: number): { category: MapCategory; poi: Poi } | undefined {
  for (const c of MAP_CATEGORIES) {
    const poi = c.points.find((point) => point.id === id);
    if (poi) return { category: c, poi };
  }
  return undefined;
}
