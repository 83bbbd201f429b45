import { CREDITS_IMAGES } from "~/config/credits";
import { siteLinksOf } from "~/notice/article-rules";
import { parseSiteLink } from "~/notice/site-links";
import { parseMarkdownFile } from "./config/markdown-file";

/** A content file as the backend gives it: its path in the repository and its text. */
export interface ContentFile {
  path: string;
  raw: string;
}

/** What a deletion would break: the file, and which of its entries or fields names what is deleted. */
export interface Reference {
  file: string;
  what: string;
}

const POINT_FILE = /^content\/map\/points\/([^/]+)\/(\d+)\.json$/;
const PLACE_FILE = /^content\/map\/places\/([^/]+)\.json$/;
const ARTICLE_FILE = /^content\/notice\/([^/]+)\/([^/]+)\/([^/]+)\.md$/;
const MEDIA_FILE = /^\/?public(\/img\/.+)$/;

const isMarkdown = (file: ContentFile) => file.path.endsWith(".md");

function json(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Every string of a JSON value, with the key that holds it. */
function strings(value: unknown, key = ""): { key: string; value: string }[] {
  if (typeof value === "string") return [{ key, value }];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([name, item]) => strings(item, name));
  return [];
}

/** The site links an article or the terms write in their text. */
function linksOf(file: ContentFile): string[] {
  try {
    return siteLinksOf(String(parseMarkdownFile(file.raw).body ?? ""));
  } catch {
    return [];
  }
}

/**
 * Where an image (its site path, /img/team/nora.webp) is shown: an article's or the terms' text,
 * a category's image, a team member's photo or hover image, a tool's badge (its name, for
 * /img/others/<name>.png).
 */
export function mediaUsedBy(sitePath: string, files: readonly ContentFile[]): Reference[] {
  return files.flatMap((file) => {
    if (isMarkdown(file))
      return file.raw.includes(`(${sitePath}`) ? [{ file: file.path, what: "son texte" }] : [];
    return strings(json(file.raw)).flatMap(({ key, value }) =>
      value === sitePath || (key === "image" && CREDITS_IMAGES.others(value) === sitePath)
        ? [{ file: file.path, what: `le champ « ${key} »` }]
        : [],
    );
  });
}

/**
 * What refers to a content file about to be deleted: the articles whose links lead to an article
 * or to a map point, the map's category links to an article, the places that name a town.
 */
export function referencesTo(deleted: string, files: readonly ContentFile[]): Reference[] {
  const path = deleted.replace(/^\/+/, "");
  const others = files.filter((file) => file.path !== path);
  const media = MEDIA_FILE.exec(path);
  if (media?.[1]) return mediaUsedBy(media[1], others);
  const article = ARTICLE_FILE.exec(path);
  if (article) {
    const [, type, category, key] = article;
    const sitePath = `/notice/${type}/${category}/${key}`;
    return others.flatMap((file) => {
      if (isMarkdown(file)) {
        const from = ARTICLE_FILE.exec(file.path);
        const here = from ? `/notice/${from[1]}/${from[2]}/${from[3]}` : "/";
        return linksOf(file).some((href) => parseSiteLink(href, here).path === sitePath)
          ? [{ file: file.path, what: "un lien de son texte" }]
          : [];
      }
      return strings(json(file.raw)).some(({ value }) => value === sitePath)
        ? [{ file: file.path, what: "un lien vers l'article" }]
        : [];
    });
  }
  const point = POINT_FILE.exec(path);
  if (point) {
    const [, category, id] = point;
    return others.filter(isMarkdown).flatMap((file) =>
      linksOf(file).some((href) => {
        const link = parseSiteLink(href);
        return (
          link.path === "/board" &&
          link.search.get("poi") === id &&
          (link.search.get("category") ?? "enterprise") === category
        );
      })
        ? [{ file: file.path, what: "un lien de son texte vers le point" }]
        : [],
    );
  }
  const place = PLACE_FILE.exec(path);
  if (place) {
    const id = place[1];
    return others.flatMap((file) =>
      PLACE_FILE.test(file.path) && (json(file.raw) as { town?: unknown } | undefined)?.town === id
        ? [{ file: file.path, what: "sa ville (« town »)" }]
        : [],
    );
  }
  return [];
}

/** The refusal of a deletion, in French, naming each file that uses what would be deleted. */
export function usedMessage(deleted: string, references: readonly Reference[]): string {
  const name = MEDIA_FILE.exec(deleted.replace(/^\/+/, ""))?.[1] ?? deleted;
  const uses = references.map((reference) => `${reference.file} (${reference.what})`);
  return `« ${name} » est utilisé par ${uses.join(", ")} : le supprimer casserait ${
    references.length > 1 ? "ces entrées" : "cette entrée"
  }. Rien n'a été supprimé. Changez d'abord ${references.length > 1 ? "ces entrées" : "cette entrée"} pour ne plus l'utiliser.`;
}
