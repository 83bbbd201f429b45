import { existsSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { renderMarkdown, type GlossaryTerm } from "../lib/markdown/render.server";
import {
  articlePath,
  categoryPath,
  typePath,
  type ArticleContent,
  type ArticleSummary,
  type CategorySummary,
  type NoticeTypeTree,
} from "./model";
import { compareArticles, compareCategories } from "./ordering";
import {
  NOTICE_CATEGORIES,
  NOTICE_TYPES,
  articleFrontmatterSchema,
  articleKeySchema,
  categoryMetaSchema,
  describeIssues,
  type NoticeTypeId,
} from "./schema";

export const CONTENT_DIR = path.resolve("content/notice");
export const PUBLIC_DIR = path.resolve("public");

interface Dirs {
  content: string;
  public: string;
}

/** Where the glossary terms are defined (spec: the preamble's notion article). */
export const GLOSSARY_ARTICLE = { type: "game", category: "preamble", key: "notion" } as const;

interface SourceArticle extends ArticleSummary {
  file: string;
  body: string;
}

export interface NoticeLibrary {
  types: NoticeTypeTree[];
  glossary: GlossaryTerm[];
  articles: Map<string, SourceArticle>;
}

export class ContentError extends Error {
  override name = "ContentError";
}

function relative(file: string): string {
  return path.relative(process.cwd(), file);
}

function splitFrontmatter(file: string, source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match)
    throw new ContentError(`${relative(file)}: missing frontmatter (a block between two "---" lines)`);
  try {
    return { data: parseYaml(match[1] ?? "") ?? {}, body: match[2] ?? "" };
  } catch (error) {
    throw new ContentError(`${relative(file)}: invalid frontmatter YAML: ${(error as Error).message}`);
  }
}

async function readCategory(
  dirs: Dirs,
  type: NoticeTypeId,
  id: string,
): Promise<CategorySummary & { sources: SourceArticle[] }> {
  const dir = path.join(dirs.content, type, id);
  const metaFile = path.join(dir, "_category.json");
  if (!existsSync(metaFile)) throw new ContentError(`${relative(metaFile)}: missing category metadata file`);
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(metaFile, "utf8"));
  } catch (error) {
    throw new ContentError(`${relative(metaFile)}: invalid JSON: ${(error as Error).message}`);
  }
  const meta = categoryMetaSchema.safeParse(raw);
  if (!meta.success) throw new ContentError(describeIssues(relative(metaFile), meta.error));
  if (!existsSync(path.join(dirs.public, meta.data.image))) {
    throw new ContentError(
      `${relative(metaFile)}: field "image": ${meta.data.image} does not exist in public/`,
    );
  }

  const sources: SourceArticle[] = [];
  const seenKeys = new Map<string, string>();
  for (const name of (await readdir(dir)).sort()) {
    if (name === "_category.json") continue;
    const file = path.join(dir, name);
    if (!name.endsWith(".md"))
      throw new ContentError(`${relative(file)}: unexpected file (articles are .md files)`);
    const key = name.slice(0, -3);
    const keyCheck = articleKeySchema.safeParse(key);
    if (!keyCheck.success)
      throw new ContentError(
        `${relative(file)}: field "key" (file name): ${keyCheck.error.issues[0]?.message}`,
      );
    const duplicate = seenKeys.get(key.toLowerCase());
    if (duplicate) throw new ContentError(`${relative(file)}: field "key": duplicate of ${duplicate}`);
    seenKeys.set(key.toLowerCase(), relative(file));

    const { data, body } = splitFrontmatter(file, await readFile(file, "utf8"));
    const frontmatter = articleFrontmatterSchema.safeParse(data);
    if (!frontmatter.success) throw new ContentError(describeIssues(relative(file), frontmatter.error));
    if (body.trim().length === 0)
      throw new ContentError(`${relative(file)}: field "body": the article has no text`);
    for (const image of body.matchAll(/!\[[^\]]*\]\((\/[^)\s]+)\)/g)) {
      if (!existsSync(path.join(dirs.public, image[1] ?? ""))) {
        throw new ContentError(
          `${relative(file)}: field "body": image ${image[1]} does not exist in public/`,
        );
      }
    }
    sources.push({
      type,
      category: id,
      key,
      file,
      body,
      path: articlePath(type, id, key),
      ...frontmatter.data,
    });
  }
  if (sources.length === 0) throw new ContentError(`${relative(dir)}: the category has no article`);
  sources.sort(compareArticles);
  return {
    type,
    id,
    path: categoryPath(type, id),
    ...meta.data,
    articles: sources.map(({ file: _file, body: _body, ...summary }) => summary),
    sources,
  };
}

function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/[*_`]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Glossary entries: each `### Term` under `## Glossaire`, defined by its first paragraph. */
export function extractGlossary(
  body: string,
  href: string,
  ids: ReadonlyMap<string, string>,
): GlossaryTerm[] {
  const start = body.search(/^## Glossaire\s*$/m);
  if (start === -1) throw new ContentError(`notion article: missing "## Glossaire" section`);
  const section = body.slice(start).split(/^## (?!Glossaire)/m)[0] ?? "";
  const terms: GlossaryTerm[] = [];
  for (const block of section.split(/^### /m).slice(1)) {
    const [headingLine = "", ...rest] = block.split("\n");
    const term = headingLine.trim();
    const definition = plainText(
      rest
        .join("\n")
        .trim()
        .split(/\n\s*\n/)[0] ?? "",
    );
    const id = ids.get(term);
    if (!id || !definition)
      throw new ContentError(`notion article: glossary term "${term}" has no definition`);
    terms.push({ term, id, definition, href: `${href}#${id}` });
  }
  return terms;
}

/** Reads and validates a rulebook folder; throws a ContentError naming the file and the field. */
export async function readNoticeLibrary(dirs: Dirs): Promise<NoticeLibrary> {
  const onDisk = new Set(
    (await readdir(dirs.content, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name),
  );
  for (const folder of onDisk) {
    if (!(NOTICE_TYPES as readonly string[]).includes(folder)) {
      throw new ContentError(
        `${relative(path.join(dirs.content, folder))}: unknown notice type (expected ${NOTICE_TYPES.join(", ")})`,
      );
    }
  }
  const types: NoticeTypeTree[] = [];
  const articles = new Map<string, SourceArticle>();
  for (const type of NOTICE_TYPES) {
    const typeDir = path.join(dirs.content, type);
    const folders = (await readdir(typeDir, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    for (const folder of folders) {
      if (!NOTICE_CATEGORIES[type].includes(folder)) {
        throw new ContentError(
          `${relative(path.join(typeDir, folder))}: unknown category (not listed in app/notice/schema.ts)`,
        );
      }
    }
    for (const expected of NOTICE_CATEGORIES[type]) {
      if (!folders.includes(expected))
        throw new ContentError(`${relative(path.join(typeDir, expected))}: missing category folder`);
    }
    const categories = await Promise.all(folders.map((folder) => readCategory(dirs, type, folder)));
    categories.sort(compareCategories);
    for (const category of categories)
      for (const source of category.sources) articles.set(source.path, source);
    types.push({
      id: type,
      path: typePath(type),
      categories: categories.map(({ sources: _sources, ...category }) => category),
    });
  }

  const glossarySource = articles.get(
    articlePath(GLOSSARY_ARTICLE.type, GLOSSARY_ARTICLE.category, GLOSSARY_ARTICLE.key),
  );
  if (!glossarySource)
    throw new ContentError("content/notice/game/preamble/notion.md: missing (it defines the glossary)");
  const rendered = await renderMarkdown(glossarySource.body);
  const ids = new Map(rendered.headings.map((heading) => [heading.text, heading.id]));
  const glossary = extractGlossary(glossarySource.body, glossarySource.path, ids);
  return { types, glossary, articles };
}

let libraryPromise: Promise<NoticeLibrary> | undefined;

/** The whole rulebook, read and validated once per build. */
export function loadNoticeLibrary(): Promise<NoticeLibrary> {
  libraryPromise ??= readNoticeLibrary({ content: CONTENT_DIR, public: PUBLIC_DIR });
  return libraryPromise;
}

export async function noticeType(type: string): Promise<NoticeTypeTree | undefined> {
  return (await loadNoticeLibrary()).types.find((tree) => tree.id === type);
}

/** One article rendered to HTML; `idPrefix` keeps heading ids unique when a category page shows several. */
export async function renderArticle(
  articlePathname: string,
  idPrefix = "",
): Promise<ArticleContent | undefined> {
  const library = await loadNoticeLibrary();
  const source = library.articles.get(articlePathname);
  if (!source) return undefined;
  const isGlossary = source.category === GLOSSARY_ARTICLE.category && source.key === GLOSSARY_ARTICLE.key;
  const { html, headings } = await renderMarkdown(source.body, {
    glossary: isGlossary ? [] : library.glossary,
    idPrefix,
  });
  const { file: _file, body: _body, ...summary } = source;
  return { ...summary, html, headings };
}

/** Every rulebook path to pre-render: the home, each type, category and article. */
export async function noticePaths(): Promise<string[]> {
  const library = await loadNoticeLibrary();
  return library.types.flatMap((type) => [
    type.path,
    ...type.categories.flatMap((category) => [
      category.path,
      ...category.articles.map((article) => article.path),
    ]),
  ]);
}
