import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { mapCategoriesSchema } from "./category-schema.ts";
import { foldForSearch } from "./poi-search.ts";
import { mapKindsSchema } from "./kind-schema.ts";
import { ContentError } from "../lib/content-error.ts";
import { fieldError } from "../lib/validation.ts";
import { parseEntry, readJsonFile, readJsonFolder } from "../data/json-files.server.ts";
import { noticeFileOf } from "./category-articles.server.ts";
import { PLACES_FOLDER, validatePlaces } from "./place-schema.ts";
import type { Place } from "./place-types.ts";
import { pointsFolder, validatePois } from "./poi-schema.ts";
import { pointIdProblem } from "./point-rules.ts";
import { CATEGORY_ICONS, MAP_CATEGORY_IDS, type MapCategory, type MapKind, type Poi } from "./poi-types.ts";
import { LOCALES } from "../i18n/locales.ts";
import { compareFrench } from "../lib/text.ts";

export const CATEGORIES_FILE = "content/map/categories.json";
export const KINDS_FILE = "content/map/kinds.json";

export interface MapData {
  /** In display order (MAP_CATEGORY_IDS); "enterprise" is the default one of the map page. */
  readonly categories: readonly MapCategory[];
  readonly places: readonly Place[];
  /** The kinds of places (content/map/kinds.json), in the file's order. */
  readonly kinds: readonly (MapKind & { readonly names?: readonly string[] })[];
}

/**
 * The ids of the map points a rulebook page links to (`/board?poi=12`, `/board?category=x&poi=12`):
 * an article, or each article of a category.
 */
function pointsLinkedFrom(root: string, page: string): number[] {
  const file = noticeFileOf(page, path.join(root, "content/notice"));
  const files = file.endsWith(".md")
    ? [file]
    : readdirSync(path.dirname(file))
        .filter((name) => name.endsWith(".md"))
        .map((name) => path.join(path.dirname(file), name));
  const text = files.map((each) => readFileSync(each, "utf8")).join("\n");
  return [...text.matchAll(/\/board\?[^\s)"'>]*?\bpoi=(\d+)/g)].map((match) => Number(match[1]));
}

/** Whether a rulebook link leads to a page of `<root>/content/notice/`; else throws naming the file and the field. */
function checkArticle(root: string, article: string, file: string, field: string) {
  const page = noticeFileOf(article, path.join(root, "content/notice"));
  if (!existsSync(page)) {
    throw new ContentError(
      fieldError(
        file,
        field,
        `${article} n'est pas une page du règlement (${path.relative(root, page)} n'existe pas)`,
      ),
    );
  }
}

/** Whether a point's name starts with one of a kind's names: whole words, case and accents aside. */
export function nameStartsWith(name: string, start: string): boolean {
  return `${foldForSearch(name)} `.startsWith(`${foldForSearch(start)} `);
}

/**
 * A kind of place whose name starts no point's name any more (after a point was renamed): allowed,
 * but its search words then find nothing. One warning each, in French.
 */
export function kindNameWarnings(map: MapData): string[] {
  const warnings: string[] = [];
  for (const kind of map.kinds) {
    const points = map.categories.find((category) => category.id === kind.category)?.points ?? [];
    for (const name of kind.names ?? []) {
      if (!points.some((point) => nameStartsWith(point.name, name)))
        warnings.push(
          fieldError(
            `${KINDS_FILE} : sorte « ${kind.id} »`,
            "names",
            `aucun point de la catégorie « ${kind.category} » ne s'appelle « ${name}… »`,
          ),
        );
    }
  }
  return warnings;
}

/** The kinds of places, checked, with the ids of their points. A missing file is no kinds. */
function readKinds(root: string, categories: readonly MapCategory[]): MapData["kinds"] {
  const file = path.join(root, KINDS_FILE);
  if (!existsSync(file)) return [];
  const kinds = parseEntry(mapKindsSchema, readJsonFile(file));
  const pointIds = new Set(categories.flatMap((category) => category.points.map((point) => point.id)));
  return Object.entries(kinds).map(([id, kind]) => {
    if (kind.article) checkArticle(root, kind.article, `${KINDS_FILE} : sorte « ${id} »`, "article");
    // In the order of the kind's names, then by name: « hospital » finds the hospital before the
    // clinics and the surgeries (the search keeps this order among the points its words find).
    const nameIndex = (point: Poi) => kind.names!.findIndex((start) => nameStartsWith(point.name, start));
    const points = kind.names
      ? categories
          .find((category) => category.id === kind.category)!
          .points.filter((point: Poi) => nameIndex(point) >= 0)
          .sort((a, b) => nameIndex(a) - nameIndex(b) || compareFrench(a.name, b.name))
          .map((point) => point.id)
      : undefined;
    const alsoFound = kind.article
      ? [...new Set(pointsLinkedFrom(root, kind.article))].filter(
          (linked) => !points?.includes(linked) && pointIds.has(linked),
        )
      : [];
    return {
      id,
      category: kind.category,
      ...(kind.names ? { names: kind.names, points } : {}),
      ...(kind.article ? { article: kind.article } : {}),
      ...(kind.label ? { label: kind.label } : {}),
      keywords: LOCALES.flatMap((locale) => kind.keywords[locale] ?? []),
      ...(alsoFound.length ? { alsoFound } : {}),
    };
  });
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
      if (point.article) checkArticle(root, point.article, file, "article");
    });
    const { article } = links[id];
    checkArticle(root, article, `${CATEGORIES_FILE} : catégorie « ${id} »`, "article");
    return { id, icons: CATEGORY_ICONS[id], article, points };
  });
  const places = validatePlaces(readJsonFolder(path.join(root, PLACES_FOLDER)));
  return { categories, places, kinds: readKinds(root, categories) };
}
