/**
 * Points of interest of the /board map, by category, validated when this module is first imported
 * (a malformed data file fails the build and the tests with a message naming the file and entry).
 */
import { dealerPoints } from "./dealer";
import { enterprisePoints } from "./enterprise";
import { illegalPoints } from "./illegal";
import { parkingPoints } from "./parking";
import { CATEGORY_ICONS, validatePois, type MapCategoryId, type Poi, type PoiIcon } from "./poi-schema";

export { CATEGORY_ICONS, MAP_CATEGORY_IDS, MASKED_NAME, POI_ICONS } from "./poi-schema";
export type { MapCategoryId, Poi, PoiIcon } from "./poi-schema";

export interface MapCategory {
  readonly id: MapCategoryId;
  /** Icons a point of this category may use. */
  readonly icons: readonly PoiIcon[];
  readonly points: readonly Poi[];
}

function category(id: MapCategoryId, file: string, raw: unknown): MapCategory {
  return { id, icons: CATEGORY_ICONS[id], points: validatePois(id, `app/data/map/${file}`, raw) };
}

/** Categories in display order; "enterprise" is the default one of the map page. */
export const MAP_CATEGORIES: readonly MapCategory[] = [
  category("enterprise", "enterprise.ts", enterprisePoints),
  category("dealer", "dealer.ts", dealerPoints),
  category("parking", "parking.ts", parkingPoints),
  category("illegal", "illegal.ts", illegalPoints),
];

// Ids identify a point across the whole map (selection, links), so they must be unique everywhere.
const seen = new Map<number, MapCategoryId>();
for (const c of MAP_CATEGORIES) {
  for (const p of c.points) {
    const other = seen.get(p.id);
    if (other)
      throw new Error(
        `app/data/map/${c.id}.ts: id ${p.id} ("${p.name}") is already used in category "${other}"`,
      );
    seen.set(p.id, c.id);
  }
}

export function getMapCategory(id: MapCategoryId): MapCategory {
  return MAP_CATEGORIES.find((c) => c.id === id)!;
}
