import {
  linkTargets as builtTargets,
  media as builtMedia,
  places as builtPlaces,
  points as builtPoints,
} from "virtual:brumes-editor";
import { pointFile } from "~/map/point-rules";
import { articleHeadings } from "~/notice/article-rules";
import type { SiteLinkTargets } from "~/notice/site-links";
import type { EditorPlace, EditorPoint } from "./editor-data.server";
import { parseMarkdownFile } from "./config/markdown-file";

/**
 * The site's content as this editor knows it now, for the rules its fields check (a link leads
 * somewhere, a name or an id is free, an image exists): the content the editor was built from
 * (`virtual:brumes-editor`), then every file saved or deleted from this page, and what the backend
 * says when a save reads the folders again (admin/save-checks.ts).
 */
export interface ContentIndex {
  targets: SiteLinkTargets;
  points: Record<string, EditorPoint[]>;
  places: EditorPlace[];
  media: Set<string>;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const contentIndex: ContentIndex = {
  targets: clone(builtTargets),
  points: clone(builtPoints),
  places: clone(builtPlaces),
  media: new Set(builtMedia),
};

const POINT_FILE = /^content\/map\/points\/([^/]+)\/(\d+)\.json$/;
const PLACE_FILE = /^content\/map\/places\/([^/]+)\.json$/;
const ARTICLE_FILE = /^content\/notice\/([^/]+)\/([^/]+)\/([^/]+)\.md$/;
const PUBLIC_FILE = /^\/?public(\/img\/.+)$/;

/** Every point id on the map, with the file that holds it. */
export function pointIdsInUse(index: ContentIndex = contentIndex): Map<number, string> {
  return new Map(
    Object.entries(index.points).flatMap(([category, points]) =>
      points.map((point) => [point.id, pointFile(category, point.id)] as const),
    ),
  );
}

function json(raw: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A map point's file as the index keeps it (or undefined when it does not read). */
export function pointOf(raw: string, id: number): EditorPoint | undefined {
  const data = json(raw);
  return data
    ? {
        id,
        name: String(data.name ?? ""),
        position: String(data.position ?? ""),
        icon: String(data.icon ?? ""),
      }
    : undefined;
}

/** Takes in a file this page saved, or a folder's file the backend read again. */
export function noteFile(filePath: string, raw: string, index: ContentIndex = contentIndex) {
  const file = filePath.replace(/^\/+/, "");
  const point = POINT_FILE.exec(file);
  if (point) {
    const [, category = "", idText = ""] = point;
    const id = Number(idText);
    const read = pointOf(raw, id);
    const others = (index.points[category] ?? []).filter((other) => other.id !== id);
    index.points[category] = read ? [...others, read].sort((a, b) => a.id - b.id) : others;
    return;
  }
  const place = PLACE_FILE.exec(file);
  if (place) {
    const id = place[1] ?? "";
    const data = json(raw);
    index.places = index.places.filter((other) => other.id !== id);
    if (data) index.places.push({ ...(data as unknown as EditorPlace), id });
    return;
  }
  const article = ARTICLE_FILE.exec(file);
  if (article) {
    const [, type, category, key] = article;
    const path = `/notice/${type}/${category}/${key}`;
    let data: Record<string, unknown>;
    try {
      data = parseMarkdownFile(raw);
    } catch {
      return;
    }
    const read = articleHeadings(String(data.body ?? ""));
    index.targets.articles = {
      ...index.targets.articles,
      [path]: { title: String(data.title ?? key), headings: "headings" in read ? read.headings : [] },
    };
    const categoryPath = `/notice/${type}/${category}`;
    const listed = index.targets.categories[categoryPath];
    if (listed && !listed.articles.includes(key ?? ""))
      index.targets.categories = {
        ...index.targets.categories,
        [categoryPath]: { ...listed, articles: [...listed.articles, key ?? ""] },
      };
    const redirects = Object.fromEntries(
      Object.entries(index.targets.redirects).filter(([, to]) => to !== path),
    );
    if (Array.isArray(data.redirectFrom))
      for (const from of data.redirectFrom) redirects[String(from)] = path;
    index.targets.redirects = redirects;
    return;
  }
  const media = PUBLIC_FILE.exec(file);
  if (media?.[1]) index.media.add(media[1]);
}

/** Forgets a file this page deleted. */
export function forgetFile(filePath: string, index: ContentIndex = contentIndex) {
  const file = filePath.replace(/^\/+/, "");
  const point = POINT_FILE.exec(file);
  if (point) {
    const [, category = "", idText] = point;
    index.points[category] = (index.points[category] ?? []).filter((other) => other.id !== Number(idText));
    return;
  }
  const place = PLACE_FILE.exec(file);
  if (place) {
    index.places = index.places.filter((other) => other.id !== place[1]);
    return;
  }
  const article = ARTICLE_FILE.exec(file);
  if (article) {
    const [, type, category, key = ""] = article;
    const { [`/notice/${type}/${category}/${key}`]: _gone, ...articles } = index.targets.articles;
    index.targets.articles = articles;
    const categoryPath = `/notice/${type}/${category}`;
    const listed = index.targets.categories[categoryPath];
    if (listed)
      index.targets.categories = {
        ...index.targets.categories,
        [categoryPath]: { ...listed, articles: listed.articles.filter((other) => other !== key) },
      };
    return;
  }
  const media = PUBLIC_FILE.exec(file);
  if (media?.[1]) index.media.delete(media[1]);
}

/** The link targets with the map's points as the index knows them now. */
export function currentTargets(index: ContentIndex = contentIndex): SiteLinkTargets {
  return {
    ...index.targets,
    mapPoints: Object.fromEntries(
      Object.entries(index.points).map(([category, points]) => [
        category,
        points.map(({ id, name }) => ({ id, name })),
      ]),
    ),
  };
}
