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
  /** The field that names it, for an image shown by a field (its label is the form's). */
  key?: string;
}

/** Where an entry sits in the editor's menu, and its fields' labels as the form shows them. */
export interface EntryPlace {
  /** The collection's label in the menu (« Crédits · Équipe »). */
  collection: string;
  /** The entry's own label, for a collection of single files (« Règlement du jeu · Banque »). */
  entry?: string;
  fieldLabel(key: string): string | undefined;
}

/** A collection of the editor's config as far as places go (plain objects, as main.tsx has them). */
interface PlaceCollection {
  label: string;
  folder?: string;
  fields?: readonly PlaceField[];
  files?: readonly { label: string; file: string; fields?: readonly PlaceField[] }[];
}
interface PlaceField {
  name: string;
  label?: string;
  fields?: readonly PlaceField[];
  field?: PlaceField;
}

function labelIn(fields: readonly PlaceField[] | undefined, key: string): string | undefined {
  for (const field of fields ?? []) {
    if (field.name === key) return field.label;
    const nested = labelIn([...(field.fields ?? []), ...(field.field ? [field.field] : [])], key);
    if (nested) return nested;
  }
  return undefined;
}

/** Finds, for a repository path, its place in the editor's collections (undefined when none holds it). */
export function entryPlaces(collections: readonly object[]) {
  return (path: string): EntryPlace | undefined => {
    const clean = path.replace(/^\/+/, "");
    for (const collection of collections as readonly PlaceCollection[]) {
      const file = collection.files?.find((candidate) => candidate.file === clean);
      if (file)
        return {
          collection: collection.label,
          entry: file.label,
          fieldLabel: (key) => labelIn(file.fields, key),
        };
      // A category's `_category.json` sits in its articles' folder but is an entry of the categories' collection.
      if (collection.folder && clean.startsWith(`${collection.folder}/`) && !clean.includes("/_"))
        return { collection: collection.label, fieldLabel: (key) => labelIn(collection.fields, key) };
    }
    return undefined;
  };
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
        ? [{ file: file.path, what: `le champ « ${key} »`, key }]
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

const CATEGORY_FILE = /^content\/notice\/([^/]+)\/([^/]+)\/_category\.json$/;
const CREDIT_FILE = /^content\/credits\/(team|contributors|others)\/[^/]+\.json$/;
const CREDIT_LISTS: Record<string, string> = {
  team: "l'équipe",
  contributors: "les contributeurs",
  others: "les outils",
};

/** A field of the file's front matter (Markdown) or of its JSON, if it is a string. */
function fieldOf(file: ContentFile, field: string): string | undefined {
  let data: unknown;
  try {
    data = isMarkdown(file) ? parseMarkdownFile(file.raw) : json(file.raw);
  } catch {
    return undefined;
  }
  const value = (data as Record<string, unknown> | undefined)?.[field];
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/**
 * The entry a content file is, as staff see it in the editor (« l'article « Distributeurs » du
 * règlement »), not its path in the repository; the path when it is no entry of the editor.
 */
export function entryLabel(file: ContentFile): string {
  const path = file.path.replace(/^\/+/, "");
  const quoted = (field: string) => {
    const value = fieldOf(file, field);
    return value ? `« ${value} »` : undefined;
  };
  if (ARTICLE_FILE.test(path)) return `l'article ${quoted("title") ?? path} du règlement`;
  if (CATEGORY_FILE.test(path)) return `la catégorie ${quoted("title") ?? path} du règlement`;
  const point = POINT_FILE.exec(path);
  if (point) return ["le point", quoted("name"), `n° ${point[2]} de la carte`].filter(Boolean).join(" ");
  if (PLACE_FILE.test(path)) return `le lieu ${quoted("name") ?? path} de la carte`;
  const credit = CREDIT_FILE.exec(path);
  if (credit) return `la fiche ${quoted("displayName") ?? path} (${CREDIT_LISTS[credit[1]!]})`;
  if (path.startsWith("content/terms/")) return "les conditions d'utilisation";
  return path;
}

/** An entry as the editor's menu shows it: « Nora » (Crédits · Équipe, champ « Photo »). */
function placedUse(file: ContentFile, reference: Reference, place: EntryPlace): string {
  const name = fieldOf(file, "title") ?? fieldOf(file, "displayName") ?? fieldOf(file, "name");
  const label = place.entry ?? name;
  const entry = label ? `«\u00a0${label}\u00a0»` : undefined;
  const where = reference.key
    ? `champ «\u00a0${place.fieldLabel(reference.key) ?? reference.key}\u00a0»`
    : reference.what;
  return entry ? `${entry} (${place.collection}, ${where})` : `${place.collection} (${where})`;
}

/**
 * The refusal of a deletion, in French, naming each entry that uses what would be deleted: where
 * staff find it in the editor's menu when `placeOf` knows (admin/main.tsx gives the collections).
 * The alert around it already says that nothing was deleted.
 */
export function usedMessage(
  deleted: string,
  references: readonly Reference[],
  files: readonly ContentFile[],
  placeOf: (path: string) => EntryPlace | undefined = () => undefined,
): string {
  const name = MEDIA_FILE.exec(deleted.replace(/^\/+/, ""))?.[1] ?? deleted;
  const uses = references.map((reference) => {
    const file = files.find((candidate) => candidate.path === reference.file) ?? {
      path: reference.file,
      raw: "",
    };
    const place = placeOf(file.path);
    return place ? placedUse(file, reference, place) : `${entryLabel(file)} (${reference.what})`;
  });
  const these = references.length > 1 ? "ces entrées" : "cette entrée";
  return `«\u00a0${name}\u00a0» est utilisé par ${uses.join(", ")} : le supprimer casserait ${these}. Changez d'abord ${these} pour ne plus l'utiliser.`;
}
