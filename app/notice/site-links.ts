/**
 * The rule of a link to the site, in one place: the build (app/notice/links.server.ts),
 * `npm run check:content` and the staff editor (admin/) all ask `siteLinkProblem`, so that the
 * editor refuses exactly what the build refuses, with the same French sentence. Any content that
 * links into the site (an article's text, a map category's rulebook page, a quiz question) checks
 * its links here. No Node module is imported: the editor runs it in the browser.
 *
 * ```ts
 * const targets = await readSiteLinkTargets(root); // Node (app/notice/links.server.ts)
 * siteLinkProblem("/notice/game/justice/penal#recidive", targets); // undefined: it leads somewhere
 * siteLinkProblem("/board?category=parking&poi=9999", targets); // "la catégorie « parking » (Parkings) de la carte n'a pas de point 9999"
 * ```
 */
import fr from "../i18n/messages/fr.json" with { type: "json" };
import { MAP_CATEGORY_IDS } from "../map/poi-types.ts";

/** One article as a link may reach it: its title (for the editor's picker) and its headings. */
export interface LinkableArticle {
  title: string;
  /** Its section headings (## and ###, and deeper), with the ids the site gives them. */
  headings: readonly { id: string; text: string; depth: number }[];
}

/** Everything a site link may lead to, made from the content (JSON-safe: the editor gets it at build time). */
export interface SiteLinkTargets {
  /** Each article by its site path (/notice/game/justice/penal). */
  articles: Readonly<Record<string, LinkableArticle>>;
  /** Each rulebook category page by its path, with its title and its articles' keys in the page's order. */
  categories: Readonly<Record<string, { title: string; articles: readonly string[] }>>;
  /** Old article paths (an article's `redirectFrom`) and where they lead now. */
  redirects: Readonly<Record<string, string>>;
  /** Pages without sections to link to: the site's own pages (/play, /board…) and the rulebook's home, change log and types. */
  pages: readonly string[];
  /** The map's points by category id, for `/board?category=<id>&poi=<id>`. */
  mapPoints: Readonly<Record<string, readonly { id: number; name: string }[]>>;
}

/** The map page, whose query names a category (`enterprise` when absent) and a point. */
export const MAP_PATH = "/board";
const DEFAULT_MAP_CATEGORY = MAP_CATEGORY_IDS[0];

/** A link's path without its trailing slash ("/notice/" is "/notice"), its query and its section. */
export function parseSiteLink(href: string, from = "/") {
  const url = new URL(href, `https://site.invalid${from}`);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
  let hash = url.hash.slice(1);
  try {
    hash = decodeURIComponent(hash);
  } catch {
    // A malformed escape is kept as written: no section has that id.
  }
  return { path, hash, search: url.searchParams };
}

/** Whether a link points into the site (a path or a section), not elsewhere on the web. */
export function isSiteLink(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") ? true : href.startsWith("#");
}

const quoted = (text: string) => `«\u00a0${text}\u00a0»`;
const listed = (ids: readonly string[]) => ids.map(quoted).join(", ");

function mapLinkProblem(search: URLSearchParams, targets: SiteLinkTargets): string | undefined {
  const category = search.get("category") ?? DEFAULT_MAP_CATEGORY;
  const points = targets.mapPoints[category];
  if (!points)
    return `la carte n'a pas de catégorie ${quoted(category)} (ses catégories : ${listed(Object.keys(targets.mapPoints))})`;
  const poi = search.get("poi");
  if (poi === null) return undefined;
  if (points.some((point) => String(point.id) === poi)) return undefined;
  const elsewhere = Object.entries(targets.mapPoints).find(([, others]) =>
    others.some((point) => String(point.id) === poi),
  )?.[0];
  // Staff know a category by its name on the map, a developer by the id the address writes.
  const name = (fr as Record<string, string>)[`app.map.category.${category}`];
  const where = `la catégorie ${quoted(category)}${name ? ` (${name})` : ""} de la carte n'a pas de point ${poi}`;
  if (!elsewhere) return where;
  return `${where} : ce point est dans la catégorie ${quoted(elsewhere)}, écrivez ${
    elsewhere === DEFAULT_MAP_CATEGORY
      ? `${MAP_PATH}?poi=${poi}`
      : `${MAP_PATH}?category=${elsewhere}&poi=${poi}`
  }`;
}

/**
 * Why a site link leads nowhere, as a French phrase to put after « le lien … : », or undefined when
 * it leads to a page, a map point or a section (`#id`) that exists. `from` is the path of the page
 * the link is written on, for `#section` and relative links. Links that leave the site and links
 * to files (/img/, /media/) are not this rule's.
 */
export function siteLinkProblem(href: string, targets: SiteLinkTargets, from = "/"): string | undefined {
  if (!isSiteLink(href)) return undefined;
  const { path, hash, search } = parseSiteLink(href, from);
  const article = targets.articles[path];
  if (article) {
    if (!hash || article.headings.some((heading) => heading.id === hash)) return undefined;
    // Staff know a section by its title, a developer finds its id from it (`## Titre {#id}`).
    const titles = article.headings.map((heading) => heading.text);
    return `l'article ${path} n'a pas de section ${quoted(hash)} (${
      titles.length ? `ses sections : ${listed(titles)}` : "il n'a pas de sections"
    })`;
  }
  const moved = targets.redirects[path];
  if (moved) return `${path} est une ancienne adresse de l'article : écrivez ${moved}`;
  const category = targets.categories[path];
  if (category) {
    if (!hash) return undefined;
    // A category page shows its articles one after the other: their keys, and each heading's id
    // after its article's key.
    const ids = category.articles.flatMap((key) => [
      key,
      ...(targets.articles[`${path}/${key}`]?.headings ?? []).map((heading) => `${key}-${heading.id}`),
    ]);
    return ids.includes(hash) ? undefined : `la page de catégorie ${path} n'a pas de section ${quoted(hash)}`;
  }
  if (targets.pages.includes(path)) {
    if (path === MAP_PATH) return mapLinkProblem(search, targets);
    return hash ? `la page ${path} n'a pas de sections vers lesquelles faire un lien` : undefined;
  }
  if (path.startsWith("/img/") || path.startsWith("/media/")) return undefined;
  return `aucune page du site n'a l'adresse ${path}`;
}
