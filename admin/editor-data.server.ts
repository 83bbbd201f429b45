import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MAP_CATEGORY_IDS } from "../app/map/poi-types";
import { readFrontmatterFile } from "../app/lib/markdown/frontmatter.server";
import { parseMarkdown } from "../app/lib/markdown/render";
import { articleHeadings } from "../app/notice/article-rules";
import { listNoticeFiles } from "../app/notice/content-files";
import { GLOSSARY_ARTICLE, glossaryFromTree } from "../app/notice/content.server";
import { siteLinkTargetsOf } from "../app/notice/links.server";
import { articlePath, categoryPath, typePath, type NoticeTypeTree } from "../app/notice/model";
import { compareArticles } from "../app/notice/ordering";
import type { NoticeRedirect } from "../app/notice/redirects";
import type { SiteLinkTargets } from "../app/notice/site-links";

/** A map point as the editor knows it: its rules compare names and ids, its map draws positions. */
export interface EditorPoint {
  id: number;
  name: string;
  position: string;
  icon: string;
}

/** A place as the editor knows it: the position widget writes its name on the map. */
export interface EditorPlace {
  id: string;
  name: string;
  kind: string;
  position: string;
  radius: number;
  town?: string;
  minZoom?: number;
  maxZoom?: number;
}

/**
 * The content the editor's browser code cannot read itself, from the content folder of `ROOT`:
 * the module `virtual:brumes-editor` (admin/vite-config.server.ts) exports each of these, with the
 * collections. Read leniently: a file the build would refuse is left out instead of stopping the
 * editor, which is where staff correct it (under `npm run edit`, with the content as it is now).
 */
export function editorContentData(ROOT: string) {
  const points = pointsOf(ROOT);
  return {
    glossary: glossary(ROOT),
    categoryArticles: categoryArticles(ROOT),
    points,
    places: placesOf(ROOT),
    linkTargets: linkTargets(ROOT, points),
    media: mediaFiles(ROOT),
  };
}

function jsonOf(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function frontmatterOf(file: string): { data: Record<string, unknown>; body: string } | undefined {
  try {
    const { data, body } = readFrontmatterFile(file);
    return { data: (data ?? {}) as Record<string, unknown>, body };
  } catch {
    return undefined;
  }
}

const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    : [];

/** The glossary the site's renderer marks, read as the build reads it (none while it is broken). */
function glossary(ROOT: string) {
  const { type, category, key } = GLOSSARY_ARTICLE;
  const article = frontmatterOf(path.join(ROOT, "content/notice", type, category, `${key}.md`));
  try {
    return article ? glossaryFromTree(parseMarkdown(article.body), articlePath(type, category, key)) : [];
  } catch {
    return [];
  }
}

/** Each category's articles in the site's order, for the category preview's list (by "type-category"). */
function categoryArticles(ROOT: string): Record<string, { key: string; title: string; path: string }[]> {
  const lists: Record<string, { key: string; title: string; path: string }[]> = {};
  for (const type of listNoticeFiles(path.join(ROOT, "content/notice")))
    for (const category of type.categories)
      lists[`${type.id}-${category.id}`] = category.articles
        .map(({ key, file }) => {
          const data = frontmatterOf(file)?.data ?? {};
          return { key, order: Number(data.order ?? 0), title: String(data.title ?? key) };
        })
        .sort(compareArticles)
        .map(({ key, title }) => ({ key, title, path: articlePath(type.id, category.id, key) }));
  return lists;
}

/** Each map category's points (content/map/points/<category>/), the ones that read. */
function pointsOf(ROOT: string): Record<string, EditorPoint[]> {
  return Object.fromEntries(
    MAP_CATEGORY_IDS.map((category) => {
      const dir = path.join(ROOT, "content/map/points", category);
      const points = jsonFiles(dir).flatMap((name) => {
        const data = jsonOf(path.join(dir, name)) as Partial<EditorPoint> | undefined;
        const id = Number(name.replace(/\.json$/, ""));
        if (!data || !Number.isInteger(id)) return [];
        return [
          {
            id,
            name: String(data.name ?? ""),
            position: String(data.position ?? ""),
            icon: String(data.icon ?? ""),
          },
        ];
      });
      return [category, points];
    }),
  );
}

/** The places (content/map/places/), the ones that read. */
function placesOf(ROOT: string): EditorPlace[] {
  const dir = path.join(ROOT, "content/map/places");
  return jsonFiles(dir).flatMap((name) => {
    const data = jsonOf(path.join(dir, name)) as Partial<EditorPlace> | undefined;
    if (!data || typeof data.name !== "string") return [];
    return [{ ...data, id: name.replace(/\.json$/, "") } as EditorPlace];
  });
}

/** What links may lead to (app/notice/site-links.ts), from the articles that read. */
function linkTargets(ROOT: string, points: Record<string, EditorPoint[]>): SiteLinkTargets {
  const types: NoticeTypeTree[] = [];
  const articles = new Map<
    string,
    {
      path: string;
      file: string;
      body: string;
      title: string;
      headings: { id: string; text: string; depth: number }[];
    }
  >();
  const redirects: NoticeRedirect[] = [];
  for (const type of listNoticeFiles(path.join(ROOT, "content/notice"))) {
    const categories = type.categories.map((category) => {
      const meta = (jsonOf(category.metaFile) ?? {}) as { title?: unknown };
      const read = category.articles.flatMap(({ key, file }) => {
        const article = frontmatterOf(file);
        if (!article) return [];
        const headings = articleHeadings(article.body);
        const pathname = articlePath(type.id, category.id, key);
        articles.set(pathname, {
          path: pathname,
          file,
          body: article.body,
          title: String(article.data.title ?? key),
          headings: "headings" in headings ? headings.headings : [],
        });
        const from = article.data.redirectFrom;
        if (Array.isArray(from)) for (const old of from) redirects.push({ from: String(old), to: pathname });
        return [{ key, order: Number(article.data.order ?? 0), path: pathname }];
      });
      return {
        id: category.id,
        path: categoryPath(type.id, category.id),
        title: String(meta.title ?? category.id),
        articles: read.sort(compareArticles),
      };
    });
    types.push({ id: type.id, path: typePath(type.id), categories } as unknown as NoticeTypeTree);
  }
  return siteLinkTargetsOf(
    { types, articles, redirects },
    Object.fromEntries(
      Object.entries(points).map(([category, list]) => [
        category,
        list.map(({ id, name }) => ({ id, name })),
      ]),
    ),
  );
}

/** The site paths of the images staff may show or pick (public/img/notice, team, others, and their folders). */
function mediaFiles(ROOT: string): string[] {
  return ["img/notice", "img/team", "img/others"].flatMap((folder) => {
    const dir = path.join(ROOT, "public", folder);
    return existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map(
            (entry) =>
              `/${path.relative(path.join(ROOT, "public"), path.join(entry.parentPath, entry.name))}`,
          )
      : [];
  });
}
