import type { Element, Root as HastRoot } from "hast";
import type { Heading, Root as MdastRoot } from "mdast";
import { toString as mdastToString } from "mdast-util-to-string";
import rehypeStringify from "rehype-stringify";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { SITE } from "../../config/site";
import { HEADING_CONTROL_LABEL_IDS } from "./heading-control-ids";
import { exampleHandlers, remarkExamples } from "./plugins/examples";
import { rehypeGlossaryMarks, type GlossaryTerm } from "./plugins/glossary-marks";
import { rehypeHeadingControls } from "./plugins/heading-controls";
import { headingId, remarkHeadingIds } from "./plugins/heading-ids";
import { rehypeImages, type ImageSizeReader } from "./plugins/images";
import { rehypeTableHyphens } from "./plugins/table-hyphens";
import { rehypeTables } from "./plugins/tables";
import { rehypeFrenchTypography } from "./plugins/typography";
import { collectStructure, type Section, type TocHeading } from "./structure";

export type { GlossaryTerm } from "./plugins/glossary-marks";
export { HeadingIdError, headingId } from "./plugins/heading-ids";
export { ExampleSyntaxError, fillExampleKinds, type ExampleKindLabels } from "./plugins/examples";
export type { Section, TocHeading } from "./structure";

/**
 * The site's Markdown renderer, one plugin per concern (./plugins/), shared by the rulebook, the
 * terms and the editor's preview: it runs in Node at build time and in the browser alike (reading
 * files is the caller's, through `readImageSize`).
 */
export interface RenderedMarkdown {
  html: string;
  headings: TocHeading[];
  sections: Section[];
}

/** A Markdown text rendered once: its HTML tree, from which each page that shows it makes its HTML. */
export interface RenderedTree {
  tree: HastRoot;
  headings: TocHeading[];
  sections: Section[];
}

export interface RenderOptions {
  /** Terms to mark in the text; the article that defines them passes none. */
  glossary?: readonly GlossaryTerm[];
  /** Prefix of every id of the text, when several texts share a page (see `renderedHtml`). */
  idPrefix?: string;
  /** Reads local images' sizes (the build: `imageSizeFromFiles()` of image-size.server.ts). */
  readImageSize?: ImageSizeReader;
  /** Adds a "copy citation" button next to each heading's copy-link anchor (rulebook articles). */
  citations?: boolean;
}

/** A Markdown text parsed (not rendered), its headings carrying their ids. */
export function parseMarkdown(source: string): MdastRoot {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkExamples)
    .use(remarkHeadingIds);
  // The source goes along: the examples' plugin reads it to tell an unclosed block.
  return processor.runSync(processor.parse(source), source) as MdastRoot;
}

/**
 * A Markdown text as written, before the site's plugins read it: its links and images are there
 * even when a heading's id or a worked example's block would make `parseMarkdown` throw.
 */
export function parseMarkdownSyntax(source: string): MdastRoot {
  return unified().use(remarkParse).use(remarkGfm).use(remarkDirective).parse(source);
}

/** Every heading of a Markdown text with its id (levels 1 to 6), without rendering it. */
export function extractHeadings(source: string): { depth: number; text: string; id: string }[] {
  const headings: { depth: number; text: string; id: string }[] = [];
  visit(parseMarkdown(source), "heading", (node: Heading) => {
    headings.push({ depth: node.depth, text: mdastToString(node).trim(), id: headingId(node) });
  });
  return headings;
}

/**
 * Markdown to an HTML tree: GFM, worked examples, heading ids, images, French typography, glossary marks, tables
 * (their long words hyphenated where they must fit a phone),
 * then heading controls (tables name themselves after their section's text, before the controls).
 */
export async function renderMarkdownTree(source: string, options: RenderOptions = {}): Promise<RenderedTree> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkExamples)
    .use(remarkHeadingIds)
    .use(remarkRehype, { handlers: exampleHandlers })
    .use(rehypeImages, { readSize: options.readImageSize })
    .use(rehypeFrenchTypography)
    // The community's own name holds a term ("RP") that is not a mention of it.
    .use(rehypeGlossaryMarks, { terms: options.glossary ?? [], names: [SITE.name] })
    .use(rehypeTables)
    .use(rehypeTableHyphens)
    .use(rehypeHeadingControls, { citations: options.citations ?? false });
  const tree = (await processor.run(processor.parse(source), source)) as HastRoot;
  return { tree, ...collectStructure(tree) };
}

/** Ids shared by the whole page, not the text's own: they keep their name under a prefix. */
const PAGE_IDS: ReadonlySet<string> = new Set(Object.values(HEADING_CONTROL_LABEL_IDS));

/**
 * The HTML of a rendered text. With a prefix, every id of the text and every reference to one
 * (anchors, ARIA relations, copy controls) gets it, so that several texts can share one page
 * (a category page shows all its articles) from the same rendering.
 */
export function renderedHtml(
  rendered: RenderedTree,
  idPrefix = "",
): { html: string; headings: TocHeading[] } {
  const prefixed = (id: string) => (PAGE_IDS.has(id) ? id : `${idPrefix}${id}`);
  let tree = rendered.tree;
  if (idPrefix) {
    tree = structuredClone(rendered.tree);
    visit(tree, "element", (node: Element) => {
      const properties = node.properties;
      if (typeof properties.id === "string") properties.id = prefixed(properties.id);
      if (typeof properties.href === "string" && properties.href.startsWith("#")) {
        properties.href = `#${prefixed(properties.href.slice(1))}`;
      }
      for (const name of ["ariaDescribedBy", "ariaLabelledBy"] as const) {
        const value = properties[name];
        if (Array.isArray(value)) properties[name] = value.map((id) => prefixed(String(id)));
      }
      for (const name of ["dataCopyLink", "dataCopyCitation"] as const) {
        const value = properties[name];
        if (typeof value === "string") properties[name] = prefixed(value);
      }
    });
  }
  return {
    html: unified().use(rehypeStringify).stringify(tree),
    headings: rendered.headings.map((heading) => ({ ...heading, id: prefixed(heading.id) })),
  };
}

/** Markdown to HTML: `renderMarkdownTree` and `renderedHtml` in one step. */
export async function renderMarkdown(source: string, options: RenderOptions = {}): Promise<RenderedMarkdown> {
  const rendered = await renderMarkdownTree(source, options);
  return { ...renderedHtml(rendered, options.idPrefix), sections: rendered.sections };
}
