import path from "node:path";
import { readMapData } from "../app/data/map/read.server";
import { readFrontmatterFile } from "../app/lib/markdown/frontmatter.server";
import { parseMarkdown } from "../app/lib/markdown/render";
import { listNoticeFiles } from "../app/notice/content-files";
import { GLOSSARY_ARTICLE, glossaryFromTree } from "../app/notice/content.server";
import { articlePath } from "../app/notice/model";
import { compareArticles } from "../app/notice/ordering";

/**
 * The content the editor's browser code cannot read itself, from the content folder of `ROOT`:
 * the module `virtual:brumes-editor` (admin/vite-config.server.ts) exports each of these, with
 * the collections.
 */
export function editorContentData(ROOT: string) {
  const pointIdsByCategory = pointIdsOf(ROOT);
  return {
    glossary: glossary(ROOT),
    pointIds: Object.values(pointIdsByCategory).flat(),
    pointIdsByCategory,
    categoryArticles: categoryArticles(ROOT),
  };
}

/** The glossary the site's renderer marks, read as the build reads it. */
function glossary(ROOT: string) {
  const { type, category, key } = GLOSSARY_ARTICLE;
  const file = path.join(ROOT, "content/notice", type, category, `${key}.md`);
  const { body } = readFrontmatterFile(file);
  return glossaryFromTree(parseMarkdown(body), articlePath(type, category, key));
}

/** Each category's articles in the site's order, for the category preview's list (by "type-category"). */
function categoryArticles(ROOT: string): Record<string, { key: string; title: string; path: string }[]> {
  const lists: Record<string, { key: string; title: string; path: string }[]> = {};
  for (const type of listNoticeFiles(path.join(ROOT, "content/notice")))
    for (const category of type.categories)
      lists[`${type.id}-${category.id}`] = category.articles
        .map(({ key, file }) => {
          const data = readFrontmatterFile(file).data as { title?: unknown; order?: unknown };
          return { key, order: Number(data.order ?? 0), title: String(data.title ?? key) };
        })
        .sort(compareArticles)
        .map(({ key, title }) => ({ key, title, path: articlePath(type.id, category.id, key) }));
  return lists;
}

/** Each map category's point ids, read and checked as the build reads them (content/map/points/). */
function pointIdsOf(ROOT: string): Record<string, number[]> {
  return Object.fromEntries(
    readMapData(ROOT).categories.map((category) => [category.id, category.points.map((poi) => poi.id)]),
  );
}
