import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Root as MdastRoot } from "mdast";
import { toString as mdastToString } from "mdast-util-to-string";
import {
  headingId,
  parseMarkdown,
  renderMarkdownTree,
  renderedHtml,
  type GlossaryTerm,
  type RenderedTree,
} from "../lib/markdown/render";
import { frenchTypography } from "../lib/markdown/plugins/typography";
import { readFrontmatterFile } from "../lib/markdown/frontmatter.server";
import { imageSizeFromFiles } from "../lib/markdown/image-size.server";
import { contentGeneration } from "../lib/content-generation";
import { describeIssues, fieldError, frenchIssue } from "../lib/validation";
import { ContentError, relativeFile } from "../lib/content-error";
import { readMapData, type MapData } from "../map/read.server";
import { listNoticeFiles, type CategoryFolder } from "./content-files";
import {
  articleHeadings,
  articleImages,
  categoryPageIdProblem,
  categoryTitleProblem,
  imageProblem,
} from "./article-rules";
import { checkLinks, siteLinkTargetsOf } from "./links.server";
import { proseExampleWarnings } from "./prose-examples";
import type { SiteLinkTargets } from "./site-links";
import {
  NOTICE_CHANGES,
  NOTICE_HOME,
  articlePath,
  categoryPath,
  typePath,
  type ArticleContent,
  type ArticleSummary,
  type CategorySummary,
  type NoticeTypeTree,
} from "./model";
import { compareArticles, compareCategories } from "./ordering";
import { checkRedirects, noticeRedirects, type NoticeRedirect } from "./redirects";
import {
  NOTICE_TYPES,
  articleFrontmatterSchema,
  articleKeySchema,
  categoryMetaSchema,
  type ArticleChange,
  type NoticeTypeId,
} from "./schema";

export { ContentError } from "../lib/content-error";

export const CONTENT_DIR = path.resolve("content/notice");
export const PUBLIC_DIR = path.resolve("public");

interface Dirs {
  content: string;
  public: string;
  /** The folder holding content/map/, whose points articles may link to (the working directory by default). */
  root?: string;
}

/** Where the glossary terms are defined: the preamble's notion article. */
export const GLOSSARY_ARTICLE = { type: "game", category: "preamble", key: "notion" } as const;

export interface SourceHeading {
  depth: number;
  text: string;
  id: string;
}

export interface SourceArticle extends ArticleSummary {
  file: string;
  body: string;
  /** Changes since publication, oldest first, as written in the frontmatter. */
  changes: ArticleChange[];
  redirectFrom: string[];
  /** The file's line where the body starts (after the frontmatter), to name a body's line. */
  bodyLine: number;
  /** Headings with their ids on the article's own page. */
  headings: SourceHeading[];
}

export interface NoticeLibrary {
  types: NoticeTypeTree[];
  glossary: GlossaryTerm[];
  articles: Map<string, SourceArticle>;
  /** Old article paths and where they lead now. */
  redirects: NoticeRedirect[];
  /** What is allowed but should be fixed (an article no other links to), one line each with its file. */
  warnings: string[];
  /** What a link inside the site may lead to: its articles and sections, its pages, the map's points. */
  linkTargets: SiteLinkTargets;
}

function readHeadings(file: string, body: string, bodyLine: number): SourceHeading[] {
  const read = articleHeadings(body, bodyLine);
  if ("problem" in read) throw new ContentError(fieldError(relativeFile(file), "body", read.problem));
  return read.headings;
}

function checkAnchors(file: string, changes: readonly ArticleChange[], headings: readonly SourceHeading[]) {
  const ids = new Set(headings.map((heading) => heading.id));
  changes.forEach((change, index) => {
    if (change.anchor !== undefined && !ids.has(change.anchor)) {
      throw new ContentError(
        fieldError(
          relativeFile(file),
          `changes.${index}.anchor`,
          `aucun titre de l'article n'a l'identifiant « ${change.anchor} » (ses identifiants : ${[...ids].join(", ")})`,
        ),
      );
    }
  });
}

function readArticle(dirs: Dirs, type: NoticeTypeId, category: string, key: string, file: string) {
  const keyCheck = articleKeySchema.safeParse(key);
  if (!keyCheck.success)
    throw new ContentError(
      fieldError(relativeFile(file), "key (le nom du fichier)", keyCheck.error.issues[0]?.message ?? ""),
    );
  const { data, body, bodyLine } = readFrontmatterFile(file);
  const frontmatter = articleFrontmatterSchema.safeParse(data, { error: frenchIssue });
  if (!frontmatter.success) throw new ContentError(describeIssues(relativeFile(file), frontmatter.error));
  if (body.trim().length === 0)
    throw new ContentError(fieldError(relativeFile(file), "body", "l'article n'a pas de texte"));
  for (const image of articleImages(body)) {
    const problem = imageProblem(image, (sitePath) => existsSync(path.join(dirs.public, sitePath)));
    if (problem) throw new ContentError(fieldError(relativeFile(file), "body", problem));
  }
  const headings = readHeadings(file, body, bodyLine);
  const { changes: written, redirectFrom, title, description, order, published } = frontmatter.data;
  checkAnchors(file, written, headings);
  // Texts shown on the pages get the same French typography as the articles' bodies.
  const changes = written.map((change) => ({ ...change, summary: frenchTypography(change.summary) }));
  const updated = changes.reduce(
    (latest, change) => (change.date > latest ? change.date : latest),
    published,
  );
  return {
    type,
    category,
    key,
    file,
    body,
    path: articlePath(type, category, key),
    order,
    title: frenchTypography(title),
    description: frenchTypography(description),
    published,
    updated,
    changes,
    redirectFrom,
    bodyLine,
    headings,
  } satisfies SourceArticle;
}

/**
 * A category page shows all its articles: each article's heading ids get the article's key as a
 * prefix, next to the article titles (whose ids are the keys). None may be the same, nor two titles.
 */
function checkCategoryPageIds(categoryPathname: string, sources: readonly SourceArticle[]) {
  for (const [index, source] of sources.entries()) {
    const problem = categoryPageIdProblem(categoryPathname, source.key, source.headings, sources);
    if (problem) throw new ContentError(fieldError(relativeFile(source.file), "body", problem));
    // The later of two in the menu's order is the one refused: the other had the title first.
    const title = categoryTitleProblem(source.key, source.title, sources.slice(0, index));
    if (title) throw new ContentError(fieldError(relativeFile(source.file), "title", title));
  }
}

function readCategory(
  dirs: Dirs,
  type: NoticeTypeId,
  folder: CategoryFolder,
): CategorySummary & { sources: SourceArticle[] } {
  const { id, metaFile } = folder;
  if (!existsSync(metaFile))
    throw new ContentError(`${relativeFile(metaFile)} : le fichier de la catégorie manque`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(metaFile, "utf8"));
  } catch (error) {
    throw new ContentError(
      `${relativeFile(metaFile)} : ce n'est pas du JSON valide (${(error as Error).message})`,
    );
  }
  const meta = categoryMetaSchema.safeParse(raw, { error: frenchIssue });
  if (!meta.success) throw new ContentError(describeIssues(relativeFile(metaFile), meta.error));
  if (!existsSync(path.join(dirs.public, meta.data.image))) {
    throw new ContentError(
      fieldError(relativeFile(metaFile), "image", `${meta.data.image} n'existe pas dans public/`),
    );
  }
  const stray = folder.strayFiles[0];
  if (stray)
    throw new ContentError(`${relativeFile(stray)} : fichier inattendu (les articles sont des fichiers .md)`);
  const sources = folder.articles.map((article) => readArticle(dirs, type, id, article.key, article.file));
  if (sources.length === 0)
    throw new ContentError(`${relativeFile(folder.dir)} : la catégorie n'a aucun article`);
  sources.sort(compareArticles);
  const pathname = categoryPath(type, id);
  checkCategoryPageIds(pathname, sources);
  return {
    type,
    id,
    path: pathname,
    ...meta.data,
    title: frenchTypography(meta.data.title),
    description: frenchTypography(meta.data.description),
    articles: sources.map(
      ({ file: _f, body: _b, changes: _c, redirectFrom: _r, bodyLine: _l, headings: _h, ...summary }) =>
        summary,
    ),
    sources,
  };
}

/**
 * Glossary entries, read from the notion article's Markdown tree: each `### Term` under
 * `## Glossaire`, defined by the paragraph that follows it.
 */
export function glossaryFromTree(tree: MdastRoot, href: string): GlossaryTerm[] {
  const terms: GlossaryTerm[] = [];
  let inGlossary = false;
  let found = false;
  let pending: { term: string; id: string } | undefined;
  const undefinedTerm = (term: string) =>
    new ContentError(
      `l'article des notions : le terme du glossaire « ${term} » n'a pas de définition (un paragraphe après son titre)`,
    );
  for (const node of tree.children) {
    if (node.type === "heading" && node.depth <= 2) {
      if (pending) throw undefinedTerm(pending.term);
      inGlossary = node.depth === 2 && mdastToString(node).trim() === "Glossaire";
      found ||= inGlossary;
      continue;
    }
    if (!inGlossary) continue;
    if (node.type === "heading" && node.depth === 3) {
      if (pending) throw undefinedTerm(pending.term);
      pending = { term: mdastToString(node).trim(), id: headingId(node) };
    } else if (node.type === "paragraph" && pending) {
      // The definition is shown in a tooltip of the rendered text: same typography as the text.
      const definition = frenchTypography(mdastToString(node).replace(/\s+/g, " ").trim());
      terms.push({ ...pending, definition, href: `${href}#${pending.id}` });
      pending = undefined;
    }
  }
  if (pending) throw undefinedTerm(pending.term);
  if (!found) throw new ContentError(`l'article des notions : la section « ## Glossaire » manque`);
  return terms;
}

/** Reads and validates a rulebook folder; throws a ContentError naming the file and the field. */
export async function readNoticeLibrary(dirs: Dirs): Promise<NoticeLibrary> {
  const listing = listNoticeFiles(dirs.content);
  for (const folder of listing) {
    if (!(NOTICE_TYPES as readonly string[]).includes(folder.id)) {
      throw new ContentError(
        `${relativeFile(folder.dir)} : type de règlement inconnu (attendu : ${NOTICE_TYPES.join(", ")})`,
      );
    }
  }
  const types: NoticeTypeTree[] = [];
  const articles = new Map<string, SourceArticle>();
  for (const type of NOTICE_TYPES) {
    const folder = listing.find((candidate) => candidate.id === type);
    if (!folder) throw new ContentError(`${relativeFile(path.join(dirs.content, type))} : le dossier manque`);
    const categories = folder.categories.map((category) => readCategory(dirs, type, category));
    categories.sort(compareCategories);
    for (const category of categories)
      for (const source of category.sources) articles.set(source.path, source);
    types.push({
      id: type,
      path: typePath(type),
      categories: categories.map(({ sources: _sources, ...category }) => category),
    });
  }

  const pages = [
    NOTICE_HOME,
    NOTICE_CHANGES,
    ...types.flatMap((type) => [type.path, ...type.categories.map((category) => category.path)]),
    ...articles.keys(),
  ];
  checkRedirects([...articles.values()], pages);

  const glossarySource = articles.get(
    articlePath(GLOSSARY_ARTICLE.type, GLOSSARY_ARTICLE.category, GLOSSARY_ARTICLE.key),
  );
  if (!glossarySource)
    throw new ContentError(
      "content/notice/game/preamble/notion.md : le fichier manque (il définit le glossaire)",
    );
  const glossary = glossaryFromTree(parseMarkdown(glossarySource.body), glossarySource.path);
  const redirects = noticeRedirects({ articles });
  const linkTargets = siteLinkTargetsOf({ types, articles, redirects }, {});
  // The map is read once a link needs it: a rulebook without map links does not depend on it.
  let mapPoints: SiteLinkTargets["mapPoints"] | undefined;
  Object.defineProperty(linkTargets, "mapPoints", {
    enumerable: true,
    get: () => (mapPoints ??= mapPointsOf(readMapData(dirs.root ?? process.cwd()))),
  });
  const warnings = [
    ...checkLinks({ types, articles, redirects }, linkTargets),
    ...proseExampleWarnings(articles.values()),
  ];
  return { types, glossary, articles, redirects, warnings, linkTargets };
}

/** The map's points by category, as links name them (`/board?category=parking&poi=3004`). */
function mapPointsOf(map: MapData): SiteLinkTargets["mapPoints"] {
  return Object.fromEntries(
    map.categories.map((category) => [
      category.id,
      category.points.map((point) => ({ id: point.id, name: point.name })),
    ]),
  );
}

let libraryPromise: Promise<NoticeLibrary> | undefined;
let libraryGeneration = contentGeneration();

/** The whole rulebook, read and validated once per build (again in development when content/ changes). */
export function loadNoticeLibrary(): Promise<NoticeLibrary> {
  if (libraryGeneration !== contentGeneration()) {
    libraryGeneration = contentGeneration();
    libraryPromise = undefined;
    renderings.clear();
  }
  libraryPromise ??= readNoticeLibrary({ content: CONTENT_DIR, public: PUBLIC_DIR }).then((library) => {
    // Once per build: allowed, but staff should know.
    for (const warning of library.warnings) console.warn(`avertissement : ${warning}`);
    return library;
  });
  return libraryPromise;
}

export async function noticeType(type: string): Promise<NoticeTypeTree | undefined> {
  return (await loadNoticeLibrary()).types.find((tree) => tree.id === type);
}

const renderings = new Map<string, Promise<RenderedTree>>();

/**
 * An article rendered once per build: its page in every language, its category page and the
 * search index all start from this one rendering.
 */
export async function renderedArticle(articlePathname: string): Promise<RenderedTree | undefined> {
  const library = await loadNoticeLibrary();
  const source = library.articles.get(articlePathname);
  if (!source) return undefined;
  let rendering = renderings.get(articlePathname);
  if (!rendering) {
    const isGlossary = source.category === GLOSSARY_ARTICLE.category && source.key === GLOSSARY_ARTICLE.key;
    rendering = renderMarkdownTree(source.body, {
      glossary: isGlossary ? [] : library.glossary,
      citations: true,
      readImageSize: imageSizeFromFiles(PUBLIC_DIR),
    });
    renderings.set(articlePathname, rendering);
  }
  return rendering;
}

/** One article's HTML; `idPrefix` keeps ids unique when a category page shows several articles. */
export async function renderArticle(
  articlePathname: string,
  idPrefix = "",
): Promise<ArticleContent | undefined> {
  const rendered = await renderedArticle(articlePathname);
  const source = (await loadNoticeLibrary()).articles.get(articlePathname);
  if (!rendered || !source) return undefined;
  const { html, headings } = renderedHtml(rendered, idPrefix);
  const {
    file: _file,
    body: _body,
    changes: _changes,
    redirectFrom: _redirectFrom,
    bodyLine: _bodyLine,
    headings: _headings,
    ...summary
  } = source;
  // The change that made `updated` (the last written of that day), shown under the title.
  const latest = source.changes.findLast((change) => change.date === source.updated);
  return { ...summary, ...(latest ? { latestChange: latest.summary } : {}), html, headings };
}

/** Every rulebook path to pre-render besides the home: the change log, each type, category and article. */
export async function noticePaths(): Promise<string[]> {
  const library = await loadNoticeLibrary();
  return [
    NOTICE_CHANGES,
    ...library.types.flatMap((type) => [
      type.path,
      ...type.categories.flatMap((category) => [
        category.path,
        ...category.articles.map((article) => article.path),
      ]),
    ]),
  ];
}
