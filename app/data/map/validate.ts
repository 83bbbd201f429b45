import { MAP_CATEGORIES, type MapCategory } from "./index";
import { validatePois } from "./poi-schema";

/**
 * Checks every category's data file (schema, icons, names) and that ids are unique across the
 * whole map; throws an Error naming the file, the entry and the field. Run by the build and the tests.
 */
export function validateMapData(categories: readonly MapCategory[] = MAP_CATEGORIES): void {
  const seen = new Map<number, string>();
  for (const category of categories) {
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
}
