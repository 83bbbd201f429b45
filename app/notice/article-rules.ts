/**
 * The rules of an article's text, in French, for the build (./content.server.ts) and the staff
 * editor (admin/widgets/MarkdownControl.tsx), which refuses on the field what the build refuses:
 * a text to read, no level-1 heading, headings with distinct ids (on the article's page and on its
 * category's page), images that exist, links that lead somewhere (./site-links.ts). Browser-safe.
 */
import type { Link } from "mdast";
import type { Node } from "unist";
import { visit } from "unist-util-visit";
import {
  ExampleSyntaxError,
  HeadingIdError,
  extractHeadings,
  parseMarkdownSyntax,
} from "../lib/markdown/render";
import { sameName } from "../lib/text";
import { isSiteLink, parseSiteLink, siteLinkProblem, type SiteLinkTargets } from "./site-links";

/** Site links of an article's Markdown (not images, not code), as written. */
export function siteLinksOf(body: string): string[] {
  return siteLinksWithLines(body).map((link) => link.href);
}

/** The words a reader sees of a Markdown node (a link's text), spaces run together. */
function wordsOf(node: Node): string {
  const own = "value" in node && typeof node.value === "string" ? node.value : "";
  const children = "children" in node && Array.isArray(node.children) ? (node.children as Node[]) : [];
  return `${own}${children.map(wordsOf).join("")}`.replace(/\s+/g, " ").trim();
}

/**
 * The site links of a text: where each points, its words (what staff recognise in the text) and
 * the line of the text it starts on (from 1).
 */
export function siteLinksWithLines(body: string): { href: string; words: string; line: number }[] {
  const links: { href: string; words: string; line: number }[] = [];
  visit(parseMarkdownSyntax(body), "link", (node: Link) => {
    if (isSiteLink(node.url))
      links.push({ href: node.url, words: wordsOf(node), line: node.position?.start.line ?? 1 });
  });
  return links;
}

/** A link as staff find it in the text: its words, then where it points. */
export function linkNamed({ href, words }: { href: string; words: string }): string {
  return words ? `le lien «\u00a0${words}\u00a0» (${href})` : `le lien ${href}`;
}

export interface ArticleHeading {
  depth: number;
  text: string;
  id: string;
}

/**
 * The article's headings with their ids, or why they cannot be read (in French): a heading's id, or
 * a worked example's block, named by its line (`firstLine` is the file's line where the text starts).
 */
export function articleHeadings(
  body: string,
  firstLine = 1,
): { headings: ArticleHeading[] } | { problem: string } {
  let headings: ArticleHeading[];
  try {
    headings = extractHeadings(body);
  } catch (error) {
    if (error instanceof HeadingIdError) return { problem: error.message };
    if (error instanceof ExampleSyntaxError) {
      // The line's own words too: the editor shows no line numbers, and wraps long lines.
      const words = body.split("\n")[error.line - 1]?.trim() ?? "";
      const quoted = words ? ` («\u00a0${words.length > 40 ? `${words.slice(0, 39)}…` : words}\u00a0»)` : "";
      return { problem: `ligne ${firstLine + error.line - 1}${quoted} : ${error.frenchReason}` };
    }
    throw error;
  }
  // « ## {#id} » alone: the page would show a section title with no words.
  const empty = headings.find((heading) => heading.text.trim() === "");
  if (empty)
    return {
      problem: `un titre de section n'a pas de texte (« ${"#".repeat(empty.depth)} {#${empty.id}} ») : écrivez son titre avant son identifiant`,
    };
  const title = headings.find((heading) => heading.depth === 1);
  if (title)
    return {
      problem: `le titre « ${title.text} » est de niveau 1 (« # ») : le titre de l'article est le seul de la page, commencez les sections par « ## »`,
    };
  return { headings };
}

/** The site paths of the images an article shows (`![description](/img/notice/…)`). */
export function articleImages(body: string): string[] {
  return [...body.matchAll(/!\[[^\]]*\]\((\/[^)\s]+)\)/g)].map((match) => match[1] ?? "");
}

/** Why an image of the text cannot be shown, or undefined. */
export function imageProblem(sitePath: string, exists: (sitePath: string) => boolean): string | undefined {
  return exists(sitePath)
    ? undefined
    : `l'image ${sitePath} n'est pas sur le site (aucun fichier public${sitePath}) : ajoutez-la avec le bouton d'image du texte, ou corrigez son adresse`;
}

/**
 * On a category page every article shows: its key and its headings' ids after its key must not
 * be another article's (`atm` with heading `public` gives `atm-public`). Undefined when none clash.
 */
export function categoryPageIdProblem(
  categoryPath: string,
  key: string,
  headings: readonly { id: string; text: string }[],
  siblings: readonly { key: string; headings: readonly { id: string }[] }[],
): string | undefined {
  const theirs = new Map<string, string>();
  for (const sibling of siblings) {
    if (sibling.key === key) continue;
    theirs.set(sibling.key, `le titre de l'article ${sibling.key}`);
    for (const heading of sibling.headings)
      theirs.set(`${sibling.key}-${heading.id}`, `un titre de l'article ${sibling.key}`);
  }
  const mine = [
    { id: key, owner: "le titre de l'article" },
    ...headings.map((heading) => ({ id: `${key}-${heading.id}`, owner: `le titre « ${heading.text} »` })),
  ];
  const clash = mine.find(({ id }) => theirs.has(id));
  return clash
    ? `${clash.owner} a l'identifiant « ${clash.id} » sur la page de catégorie ${categoryPath}, comme ${theirs.get(clash.id)} : ` +
        `donnez-lui un autre identifiant (« ## Titre {#autre-id} »)`
    : undefined;
}

/**
 * Two articles of one category may not have the same title (letter case and spaces aside): the
 * menu, the search and the category page would show two the same. Undefined when none shares it.
 */
export function categoryTitleProblem(
  key: string,
  title: string,
  siblings: readonly { key: string; title: string }[],
): string | undefined {
  const other = siblings.find((sibling) => sibling.key !== key && sameName(sibling.title, title));
  return other
    ? `«\u00a0${other.title}\u00a0» est déjà le titre d'un autre article de la catégorie : donnez à celui-ci un autre titre`
    : undefined;
}

/** Where an article stands and what it may refer to, for `articleBodyProblem`. */
export interface ArticleContext {
  /** The article's site path (/notice/game/prison/enter). */
  path: string;
  targets: SiteLinkTargets;
  imageExists: (sitePath: string) => boolean;
}

/**
 * Every reason the build would refuse this text, in French, or none when it would take it: what
 * the build checks article by article, then its links. All at once: fixing them one save at a time
 * hides the next. The article's own headings are taken from the text itself (a `#section` of the
 * page being written); when they do not read, links to its own sections wait for them.
 */
export function articleBodyProblems(body: string, context: ArticleContext): string[] {
  if (!body.trim()) return ["l'article n'a pas de texte"];
  const problems: string[] = [];
  const read = articleHeadings(body);
  const headings = "headings" in read ? read.headings : undefined;
  if ("problem" in read) problems.push(read.problem);
  for (const image of articleImages(body)) {
    const problem = imageProblem(image, context.imageExists);
    if (problem) problems.push(problem);
  }
  const categoryPath = context.path.split("/").slice(0, 4).join("/");
  const key = context.path.split("/")[4] ?? "";
  const category = context.targets.categories[categoryPath];
  if (category && headings) {
    const siblings = category.articles.map((sibling) => ({
      key: sibling,
      headings: context.targets.articles[`${categoryPath}/${sibling}`]?.headings ?? [],
    }));
    const problem = categoryPageIdProblem(categoryPath, key, headings, siblings);
    if (problem) problems.push(problem);
  }
  // The editor shows no line numbers and wraps long lines: the link is named by its words.
  const broken = brokenSiteLinks(body, context, headings ?? []).filter(
    (link) => headings || parseSiteLink(link.href, context.path).path !== context.path,
  );
  if (broken.length === 1)
    problems.push(
      `${linkNamed(broken[0]!)} : ${broken[0]!.problem} ; choisissez sa page avec « Lien vers le site… »`,
    );
  if (broken.length > 1)
    problems.push(
      `${broken.length} liens ne mènent nulle part : ${broken
        .map((link) => `${linkNamed(link)} : ${link.problem}`)
        .join(" ; ")} ; refaites chacun avec « Lien vers le site… »`,
    );
  return problems;
}

/** `articleBodyProblems` as one French phrase (its problems joined), or undefined when there are none. */
export function articleBodyProblem(body: string, context: ArticleContext): string | undefined {
  const problems = articleBodyProblems(body, context);
  return problems.length > 0 ? problems.join(" ; ") : undefined;
}

/**
 * The site links of a text that lead nowhere, each with why (in French): the editor's preview marks
 * them. The article's own sections are read from the text (`headings`, else read here).
 */
export function brokenSiteLinks(
  body: string,
  context: Pick<ArticleContext, "path" | "targets">,
  headings?: readonly ArticleHeading[],
): { href: string; words: string; problem: string }[] {
  const own =
    headings ??
    (() => {
      const read = articleHeadings(body);
      return "problem" in read ? [] : read.headings;
    })();
  const targets: SiteLinkTargets = {
    ...context.targets,
    articles: {
      ...context.targets.articles,
      [context.path]: { title: context.path.split("/")[4] ?? "", headings: own },
    },
  };
  return siteLinksWithLines(body).flatMap((link) => {
    const problem = siteLinkProblem(link.href, targets, context.path);
    return problem ? [{ href: link.href, words: link.words, problem }] : [];
  });
}
