import { existsSync } from "node:fs";
import path from "node:path";
import { mapCategoriesSchema } from "./category-schema.ts";
import { ContentError } from "../../lib/content-error.ts";
import { fieldError } from "../../lib/validation.ts";
import { parseEntry, readJsonFile, readJsonFolder } from "../json-files.server.ts";
import { noticeFileOf } from "./category-articles.server.ts";
import { PLACES_FOLDER, validatePlaces } from "./place-schema.ts";
import type { Place } from "./place-types.ts";
import { pointsFolder, validatePois } from "./poi-schema.ts";
import { pointIdProblem } from "./point-rules.ts";
import { CATEGORY_ICONS, MAP_CATEGORY_IDS, type MapCategory } from "./poi-types.ts";

export const CATEGORIES_FILE = "content/map/categories.json";

export interface MapData {
  /** In display order (MAP_CATEGORY_IDS); "enterprise" is the default one of the map page. */
  readonly categories: readonly MapCategory[];
  readonly places: readonly Place[];
}

/**
 * The map's content, read from `<root>/content/map/` and validated: each point and place by its
 * schema, ids unique across the whole map, each category's rulebook link leading to an article of
 * `<root>/content/notice/`. Throws a ContentError naming the file and the field.
 */
export function readMapData(root: string = process.cwd()): MapData {
  const links = parseEntry(mapCategoriesSchema, readJsonFile(path.join(root, CATEGORIES_FILE)));
  const seen = new Map<number, string>();
  const categories = MAP_CATEGORY_IDS.map((id): MapCategory => {
    const entries = readJsonFolder(path.join(root, pointsFolder(id)));
    const points = validatePois(id, entries);
    points.forEach((point, index) => {
      const file = entries[index]!.file;
      const problem = pointIdProblem(point.id, seen);
      if (problem) throw new ContentError(fieldError(file, "id", problem));
      seen.set(point.id, file);
    });
    const { article } = links[id];
    const page = noticeFileOf(article, path.join(root, "content/notice"));
    if (!existsSync(page)) {
      throw new ContentError(
        fieldError(
          `${CATEGORIES_FILE} : catégorie « ${id} »`,
          "article",
          `${article} n'est pas une page du règlement (${path.relative(root, page)} n'existe pas)`,
        ),
      );
    }
    return { id, icons: CATEGORY_ICONS[id], article, points };
  });
  const places = validatePlaces(readJsonFolder(path.join(root, PLACES_FOLDER)));
  return { categories, places };
}
