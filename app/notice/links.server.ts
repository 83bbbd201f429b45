/**
 * The rulebook's links, checked at build time: every site link inside an article leads to a page
 * and a section that exist (a failure names the file and the link). An article that no other
 * article links to is a warning, printed by the build and `npm run check:content`: staff adding an
 * article in the editor cannot link it from another one in the same step. So is an article that
 * sends readers to the map ("sur la carte") without a link to it.
 */
import type { Link } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { ContentError, relativeFile } from "../lib/content-error";
import { parseMarkdown } from "../lib/markdown/render";
import { NOTICE_CHANGES, NOTICE_HOME, type NoticeTypeTree } from "./model";
import type { NoticeRedirect } from "./redirects";

export interface LinkedArticle {
  path: string;
  file: string;
  body: string;
  headings: readonly { id: string }[];
}

/** What a link may lead to besides the rulebook: the site's pages and the map's points. */
export interface LinkTargets {
  /** Site paths of the other pages (/play, /board, /cgu…). */
  pages: readonly string[];
  /**
   * Whether a map address is valid: `/board?category=parking&poi=3004` has a category and, if
   * given, one of its points.
   */
  mapLink: (params: URLSearchParams) => boolean;
}

/** The map page, whose query names a category and a point. */
const MAP_PATH = "/board";

interface Library {
  types: readonly NoticeTypeTree[];
  articles: ReadonlyMap<string, LinkedArticle>;
  redirects: readonly NoticeRedirect[];
}

/** Site links of an article's Markdown (not images, not code), as written. */
function siteLinks(body: string): string[] {
  const links: string[] = [];
  visit(parseMarkdown(body), "link", (node: Link) => {
    if (node.url.startsWith("/") || node.url.startsWith("#")) links.push(node.url);
  });
  return links;
}

/**
 * Why a link is wrong, or undefined if it leads somewhere. A category page shows its articles one
 * after the other: its sections are the article keys and `{key}-{heading id}`.
 */
function brokenLink(
  href: string,
  from: LinkedArticle,
  library: Library,
  targets: LinkTargets,
): string | undefined {
  const url = new URL(href, `https://site.invalid${from.path}`);
  const hash = decodeURIComponent(url.hash.slice(1));
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
  const article = library.articles.get(path);
  if (article) {
    if (hash && !article.headings.some((heading) => heading.id === hash))
      return `the article ${path} has no section "${hash}" (its ids: ${article.headings.map((h) => h.id).join(", ")})`;
    return undefined;
  }
  const moved = library.redirects.find((redirect) => redirect.from === path);
  if (moved) return `${path} is an old path: link to ${moved.to} instead`;
  const category = library.types
    .flatMap((type) => type.categories)
    .find((candidate) => candidate.path === path);
  if (category) {
    const ids = category.articles.flatMap((entry) => [
      entry.key,
      ...(library.articles.get(entry.path)?.headings ?? []).map((heading) => `${entry.key}-${heading.id}`),
    ]);
    return hash && !ids.includes(hash) ? `the category page ${path} has no section "${hash}"` : undefined;
  }
  const rulebookPages = [NOTICE_HOME, NOTICE_CHANGES, ...library.types.map((type) => type.path)];
  if (rulebookPages.includes(path) || targets.pages.includes(path)) {
    if (path === MAP_PATH && !targets.mapLink(url.searchParams))
      return `the map has no such category or point (${url.search})`;
    return hash && path !== MAP_PATH ? `the page ${path} has no sections to link to` : undefined;
  }
  if (path.startsWith("/img/") || path.startsWith("/media/")) return undefined;
  return `no page has the path ${path}`;
}

/** Words that send readers to a map: "sur la carte", "sur notre carte" (the game's map or the site's). */
const ON_THE_MAP = /\bsur (?:la|notre|cette) carte\b/i;

/**
 * Whether an article says a thing is on the map without any link to the site's map: readers told
 * "it is on the map" should reach it in one tap (a place, `/board?poi=…`, or the map itself).
 */
function mapMentionWithoutLink(article: LinkedArticle, links: readonly string[]): boolean {
  if (links.some((href) => href === MAP_PATH || href.startsWith(`${MAP_PATH}?`))) return false;
  return ON_THE_MAP.test(toString(parseMarkdown(article.body)));
}

/**
 * Throws a ContentError naming the file and the link for the first broken link; returns a warning
 * for each article that no other article links to, and for each that says "sur la carte" without a
 * link to the map.
 */
export function checkLinks(library: Library, targets: LinkTargets): string[] {
  const linkedFrom = new Map<string, string[]>();
  const warnings: string[] = [];
  for (const article of library.articles.values()) {
    const links = siteLinks(article.body);
    if (mapMentionWithoutLink(article, links))
      warnings.push(
        `${relativeFile(article.file)}: field "body": says "sur la carte" but has no link to the map: ` +
          `link the place (/board?poi=<id>) or the map (/board)`,
      );
    for (const href of links) {
      const problem = brokenLink(href, article, library, targets);
      if (problem)
        throw new ContentError(`${relativeFile(article.file)}: field "body": link (${href}): ${problem}`);
      const target = new URL(href, `https://site.invalid${article.path}`).pathname;
      if (target !== article.path && library.articles.has(target))
        linkedFrom.set(target, [...(linkedFrom.get(target) ?? []), article.path]);
    }
  }
  return [
    ...[...library.articles.values()]
      .filter((article) => !linkedFrom.has(article.path))
      .map(
        (article) =>
          `${relativeFile(article.file)}: no other article links to ${article.path}; readers following ` +
          `the text never reach it: link it from another article, for instance its category's first one`,
      ),
    ...warnings,
  ];
}
