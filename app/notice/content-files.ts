/**
 * The rulebook's files, listed synchronously from the folders: `{type}/{category}/_category.json`
 * and `{type}/{category}/{key}.md`. The Vite plugin, the build-time loader, the editor's
 * configuration and the browser tests all walk the content through this module, so it uses Node
 * only: no Vite alias, relative imports.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { NOTICE_CHANGES, NOTICE_HOME, articlePath, categoryPath, typePath } from "./model.ts";

export const CATEGORY_META_FILE = "_category.json";

export interface ArticleFile {
  key: string;
  file: string;
}

export interface CategoryFolder {
  id: string;
  dir: string;
  metaFile: string;
  articles: ArticleFile[];
  /** Files that are neither the metadata nor a Markdown article (the loader refuses them). */
  strayFiles: string[];
}

export interface TypeFolder {
  id: string;
  dir: string;
  categories: CategoryFolder[];
}

function folders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every type folder, its category folders and their article files, sorted by name. */
export function listNoticeFiles(contentDir = path.resolve("content/notice")): TypeFolder[] {
  return folders(contentDir).map((type) => {
    const typeDir = path.join(contentDir, type);
    return {
      id: type,
      dir: typeDir,
      categories: folders(typeDir).map((category) => {
        const dir = path.join(typeDir, category);
        const files = readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name)
          .sort();
        return {
          id: category,
          dir,
          metaFile: path.join(dir, CATEGORY_META_FILE),
          articles: files
            .filter((name) => name.endsWith(".md"))
            .map((name) => ({ key: name.slice(0, -3), file: path.join(dir, name) })),
          strayFiles: files
            .filter((name) => name !== CATEGORY_META_FILE && !name.endsWith(".md"))
            .map((name) => path.join(dir, name)),
        };
      }),
    };
  });
}

/** Every rulebook page: the home, the change log, each type, category and article. */
export function noticePagePaths(types: readonly TypeFolder[]): string[] {
  return [
    NOTICE_HOME,
    NOTICE_CHANGES,
    ...types.flatMap((type) => [
      typePath(type.id),
      ...type.categories.flatMap((category) => [
        categoryPath(type.id, category.id),
        ...category.articles.map((article) => articlePath(type.id, category.id, article.key)),
      ]),
    ]),
  ];
}
