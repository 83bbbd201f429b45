import { existsSync } from "node:fs";
import path from "node:path";
import { MAP_CATEGORIES, type MapCategory } from "./index";

/**
 * The rulebook file behind a site path: `/notice/game/vehicles/parking` is
 * `content/notice/game/vehicles/parking.md`, a category `/notice/game/vehicles` is its folder's
 * `_category.json`.
 */
export function noticeFileOf(sitePath: string, contentDir: string): string {
  const [, , type, category, key] = sitePath.split("/");
  return key === undefined
    ? path.join(contentDir, type!, category!, "_category.json")
    : path.join(contentDir, type!, category!, `${key}.md`);
}

/**
 * Every map category links its chosen point's card to a rulebook page: a renamed or removed
 * article fails the build here instead of leaving a dead link.
 */
export function checkCategoryArticles(
  categories: readonly MapCategory[] = MAP_CATEGORIES,
  contentDir: string = path.resolve("content/notice"),
): void {
  for (const category of categories) {
    const file = noticeFileOf(category.article, contentDir);
    if (!existsSync(file)) {
      throw new Error(
        `app/data/map/index.ts: category "${category.id}", field "article": ${category.article} has no rulebook file (${path.relative(process.cwd(), file)})`,
      );
    }
  }
}
