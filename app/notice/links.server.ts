/**
 * The rulebook's links, checked at build time with the site's one link rule (./site-links.ts):
 * every site link inside an article leads to a page, a map point and a section that exist (a
 * failure names the file and the link, in French). An article that no other article links to is a
 * warning, printed by the build and `npm run check:content`: staff adding an article in the editor
 * cannot link it from another one in the same step. So is an article that sends readers to the map
 * ("sur la carte") without a link to it.
 */
import { toString } from "mdast-util-to-string";
import { STATIC_PAGE_PATHS } from "../data/pages";
import { parseMarkdown } from "../lib/markdown/render";
import { ContentError, relativeFile } from "../lib/content-error";
import { fieldError } from "../lib/validation";
import { linkNamed, siteLinksWithLines } from "./article-rules";
import { NOTICE_CHANGES, NOTICE_HOME, type NoticeTypeTree } from "./model";
import type { NoticeRedirect } from "./redirects";
import { MAP_PATH, parseSiteLink, siteLinkProblem, type SiteLinkTargets } from "./site-links";

export interface LinkedArticle {
  path: string;
  file: string;
  body: string;
  /** The file's line where the body starts, to name a link's line; the body's own lines without it. */
  bodyLine?: number;
  title?: string;
  headings: readonly { id: string; text?: string; depth?: number }[];
}

interface Library {
  types: readonly NoticeTypeTree[];
  articles: ReadonlyMap<string, LinkedArticle>;
  redirects: readonly NoticeRedirect[];
}

/**
 * What links may lead to, from a read rulebook and the map's points: the targets the build checks
 * against, and the ones the editor gets at build time (admin/editor-data.server.ts).
 */
export function siteLinkTargetsOf(
  library: Library,
  mapPoints: SiteLinkTargets["mapPoints"],
): SiteLinkTargets {
  return {
    articles: Object.fromEntries(
      [...library.articles.values()].map((article) => [
        article.path,
        {
          title: article.title ?? article.path,
          headings: article.headings.map(({ id, text = id, depth = 2 }) => ({ id, text, depth })),
        },
      ]),
    ),
    categories: Object.fromEntries(
      library.types.flatMap((type) =>
        type.categories.map((category) => [
          category.path,
          { title: category.title, articles: category.articles.map((article) => article.key) },
        ]),
      ),
    ),
    redirects: Object.fromEntries(library.redirects.map(({ from, to }) => [from, to])),
    pages: [
      ...new Set([
        NOTICE_HOME,
        NOTICE_CHANGES,
        ...library.types.map((type) => type.path),
        ...STATIC_PAGE_PATHS,
      ]),
    ],
    mapPoints,
  };
}

/**
 * The targets of the content under `root` (the working directory by default), read and validated
 * as the build reads it: for any other content that links into the site (a quiz question's
 * article and section, a map point's article), `siteLinkProblem(link, await readSiteLinkTargets())`.
 */
export async function readSiteLinkTargets(root: string = process.cwd()): Promise<SiteLinkTargets> {
  const path = await import("node:path");
  const { readNoticeLibrary } = await import("./content.server");
  const library = await readNoticeLibrary({
    content: path.join(root, "content/notice"),
    public: path.join(root, "public"),
    root,
  });
  return library.linkTargets;
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
export function checkLinks(library: Library, targets: SiteLinkTargets): string[] {
  const linkedFrom = new Map<string, string[]>();
  const warnings: string[] = [];
  for (const article of library.articles.values()) {
    const found = siteLinksWithLines(article.body);
    const links = found.map((link) => link.href);
    if (mapMentionWithoutLink(article, links))
      warnings.push(
        fieldError(
          relativeFile(article.file),
          "body",
          "le texte dit « sur la carte » sans lien vers la carte : faites un lien vers le lieu (/board?poi=<id>) ou vers la carte (/board)",
        ),
      );
    for (const link of found) {
      const { href, line } = link;
      const problem = siteLinkProblem(href, targets, article.path);
      if (problem)
        throw new ContentError(
          fieldError(
            relativeFile(article.file),
            "body",
            `ligne ${(article.bodyLine ?? 1) + line - 1} : ${linkNamed(link)} : ${problem}`,
          ),
        );
      const target = parseSiteLink(href, article.path).path;
      if (target !== article.path && library.articles.has(target))
        linkedFrom.set(target, [...(linkedFrom.get(target) ?? []), article.path]);
    }
  }
  return [
    ...[...library.articles.values()]
      .filter((article) => !linkedFrom.has(article.path))
      .map(
        (article) =>
          `${relativeFile(article.file)} : aucun autre article ne fait de lien vers ${article.path} ; les lecteurs ` +
          `qui suivent le texte n'y arrivent jamais : faites-en un depuis un autre article, par exemple le premier de sa catégorie`,
      ),
    ...warnings,
  ];
}
