/**
 * Points of interest of the /board map, by category. The data files are checked at build time
 * and by the tests (./validate.ts), not in the browser: the page ships no validation code.
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
  readonly points: readonly Poi[];
}

const category = (id: MapCategoryId, points: readonly Poi[]): MapCategory => ({
  id,
  icons: CATEGORY_ICONS[id],
  file: `app/data/map/${id}.ts`,
  points,
});

/** Categories in display order; "enterprise" is the default one of the map page. */
export const MAP_CATEGORIES: readonly MapCategory[] = [
  category("enterprise", enterprisePoints),
  category("dealer", dealerPoints),
  category("parking", parkingPoints),
  category("illegal", illegalPoints),
];

export function getMapCategory(id: MapCategoryId): MapCategory {
  return MAP_CATEGORIES.find((c) => c.id === id)!;
}
