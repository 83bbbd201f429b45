import { MAP_CATEGORIES, type MapCategory } from "./index";
import type { Place } from "./place-types";
import { validatePlaces } from "./place-schema";
import { places as PLACES } from "./places";
import { validatePois } from "./poi-schema";

export const PLACES_FILE = "app/data/map/places.ts";

/** A rulebook page's site path: `/notice/<type>/<category>` or `/notice/<type>/<category>/<key>`. */
const NOTICE_PATH = /^\/notice\/(game|technical)\/[a-z0-9-]+(\/[a-z0-9-]+)?$/;

/**
 * Checks every category's data file (schema, icons, names, article path), that ids are unique
 * across the whole map, and the places file; throws an Error naming the file, the entry and the
 * field. Run by the build and the tests. Whether the article exists is checked against the
 * rulebook folders by ./category-articles.server.ts.
 */
export function validateMapData(
  categories: readonly MapCategory[] = MAP_CATEGORIES,
  places: readonly Place[] = PLACES,
): void {
  const seen = new Map<number, string>();
  for (const category of categories) {
    if (!NOTICE_PATH.test(category.article)) {
      throw new Error(
        `app/data/map/index.ts: category "${category.id}", field "article": "${category.article}" is not a rulebook path like /notice/game/<category>/<article>`,
      );
    }
    for (const point of validatePois(category.id, category.file, category.points)) {
      const other = seen.get(point.id);
      if (other) {
        throw new Error(
          `${category.file}: id ${point.id} ("${point.name}"), field "id": already used in ${other}`,
        );
      }
      seen.set(point.id, category.file);
    }
  }
  validatePlaces(PLACES_FILE, places);
}
