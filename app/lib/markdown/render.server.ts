import path from "node:path";
import type { Element, ElementContent, Root as HastRoot, Text } from "hast";
import { toString as hastToString } from "hast-util-to-string";
import type { Heading, Root as MdastRoot } from "mdast";
import { toString as mdastToString } from "mdast-util-to-string";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { SITE } from "../../config/site";
import { createSlugger } from "./slug";
import { rehypeFrenchTypography } from "./typography.server";
import { HEADING_CONTROL_LABEL_IDS, headingTextId } from "../../notice/heading-controls";

export interface TocHeading {
  depth: 2 | 3;
  text: string;
  id: string;
}

/** A term whose first mention in a text links to its definition, with a tooltip. */
export interface GlossaryTerm {
  term: string;
  id: string;
  definition: string;
  href: string;
}

/** The text under one heading (the part before the first heading has the id ""), for search. */
export interface Section {
  id: string;
  heading: string;
  text: string;
}

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
  /** Where site paths of images are found on disk. */
  publicDir?: string;
  /** Adds a "copy citation" button next to each heading's copy-link anchor (rulebook articles). */
  citations?: boolean;
}

/** Two headings of one page would share an id; the message names both headings. */
export class HeadingIdError extends Error {
  override name = "HeadingIdError";
}

const EXPLICIT_ID = /\s*\{#([A-Za-z][\w-]*)\}\s*$/;

/**
 * `## Titre {#id}` sets the heading id explicitly (it survives a change of the heading's text);
 * other headings get a slug of their text. Two headings of one text with the same id are an error.
 */
function headingIds() {
  return (tree: MdastRoot) => {
    const slug = createSlugger();
    const used = new Map<string, string>();
    visit(tree, "heading", (node: Heading) => {
      const last = node.children[node.children.length - 1];
      let explicit: string | undefined;
      if (last?.type === "text") {
        const match = EXPLICIT_ID.exec(last.value);
        if (match) {
          explicit = match[1];
          last.value = last.value.replace(EXPLICIT_ID, "");
        }
      }
      const text = mdastToString(node).trim();
      const id = explicit ?? slug(text);
      const other = used.get(id);
      if (other !== undefined) {
        throw new HeadingIdError(
          `heading "${text}": id "${id}" is already used by heading "${other}"; ` +
            `give one of them another explicit id ("## ${text} {#other-id}")`,
        );
      }
      used.set(id, text);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    });
  };
}

/** A Markdown text parsed (not rendered), its headings carrying their ids. */
export function parseMarkdown(source: string): MdastRoot {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(() => headingIds());
  return processor.runSync(processor.parse(source)) as MdastRoot;
}

/** The id a heading of a parsed text was given. */
export function headingId(node: Heading): string {
  return (node.data?.hProperties as { id?: string } | undefined)?.id ?? "";
}

/** Every heading of a Markdown text with its id (levels 1 to 6), without rendering it. */
export function extractHeadings(source: string): { depth: number; text: string; id: string }[] {
  const headings: { depth: number; text: string; id: string }[] = [];
  visit(parseMarkdown(source), "heading", (node: Heading) => {
    headings.push({ depth: node.depth, text: mdastToString(node).trim(), id: headingId(node) });
  });
  return headings;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Marks the first mention of each glossary term: a link to its definition plus a tooltip. */
function glossaryMarks(terms: readonly GlossaryTerm[]) {
  return (tree: HastRoot) => {
    if (terms.length === 0) return;
    // Longest terms first so "No fear RP" wins over "Fear RP" and "RP".
    const ordered = [...terms].sort((a, b) => b.term.length - a.term.length);
    // Any space between the words of a term: the text has non-breaking ones after typography.
    const alternatives = ordered.map((t) => escapeRegExp(t.term).replace(/ +/g, "\\s+"));
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}-])(${alternatives.join("|")})(?![\\p{L}\\p{N}-])`, "giu");
    const key = (text: string) => text.toLowerCase().replace(/\s+/g, " ");
    const byLower = new Map(ordered.map((t) => [key(t.term), t]));
    const marked = new Set<string>();
    // The community's own name holds a term ("RP") that is not a mention of it.
    const names = new RegExp(escapeRegExp(SITE.name).replace(/ +/g, "\\s+"), "giu");
    const inName = (value: string, start: number, end: number) =>
      [...value.matchAll(names)].some((name) => name.index < end && start < name.index + name[0].length);
    const SKIP_TAGS = new Set(["a", "code", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "button", "th"]);

    visit(tree, "element", (node: Element) => {
      // Nor inside a mark just made: a definition naming another term ("no fear RP" → "fear RP")
      // would put a tooltip inside a tooltip.
      const isMark =
        Array.isArray(node.properties.className) && node.properties.className.includes("glossary");
      if (SKIP_TAGS.has(node.tagName) || isMark) return SKIP;
      const children: ElementContent[] = [];
      let changed = false;
      for (const child of node.children) {
        if (child.type !== "text") {
          children.push(child);
          continue;
        }
        let last = 0;
        const value = child.value;
        for (const match of value.matchAll(pattern)) {
          const entry = byLower.get(key(match[0]));
          if (!entry || marked.has(entry.id) || match.index === undefined) continue;
          if (inName(value, match.index, match.index + match[0].length)) continue;
          marked.add(entry.id);
          changed = true;
          if (match.index > last) children.push({ type: "text", value: value.slice(last, match.index) });
          const tipId = `tip-${entry.id}`;
          children.push({
            type: "element",
            tagName: "span",
            properties: { className: ["glossary"] },
            children: [
              {
                type: "element",
                tagName: "a",
                properties: { href: entry.href, className: ["glossary__term"], ariaDescribedBy: [tipId] },
                children: [{ type: "text", value: match[0] }],
              },
              {
                type: "element",
                tagName: "span",
                properties: { role: "tooltip", id: tipId, className: ["glossary__tip"] },
                children: [{ type: "text", value: entry.definition }],
              },
            ],
          });
          last = match.index + match[0].length;
        }
        if (last === 0) children.push(child);
        else if (last < value.length)
          children.push({ type: "text", value: value.slice(last) } satisfies Text);
      }
      if (changed) node.children = children;
      return undefined;
    });
  };
}

/** Whether a heading's child is one of the controls added to it (not part of its text). */
function isHeadingControl(node: ElementContent): boolean {
  return (
    node.type === "element" &&
    (node.properties.dataCopyLink !== undefined || node.properties.dataCopyCitation !== undefined)
  );
}

const TABLE_CAPTION = /^Table\s*:\s*/u;

/**
 * A table's explicit caption: a paragraph `Table: …` right before it, taken out of the text.
 * Returns the caption (if any) and where the table now sits among its parent's children.
 */
function takeTableCaption(parent: HastRoot | Element, index: number): { caption?: string; at: number } {
  let before = index - 1;
  while (
    before >= 0 &&
    parent.children[before]?.type === "text" &&
    !hastToString(parent.children[before]!).trim()
  )
    before -= 1;
  const paragraph = parent.children[before];
  if (paragraph?.type !== "element" || paragraph.tagName !== "p") return { at: index };
  const text = readableText(paragraph).trim();
  if (!TABLE_CAPTION.test(text)) return { at: index };
  parent.children.splice(before, index - before);
  return { caption: text.replace(TABLE_CAPTION, ""), at: before };
}

/** Heading anchors, lazy images that open in the image popup, scrollable tables with a caption and a name. */
function enhanceElements(citations: boolean) {
  return (tree: HastRoot) => {
    let section = "";
    const usedLabels = new Map<string, number>();
    visit(tree, "element", (node: Element, index, parent) => {
      if ((node.tagName === "h2" || node.tagName === "h3") && typeof node.properties.id === "string") {
        const id = node.properties.id;
        section = hastToString(node).trim();
        const textId = headingTextId(id);
        // The heading's text in an element of its own: the controls below are named after it.
        node.children = [
          { type: "element", tagName: "span", properties: { id: textId }, children: node.children },
          {
            type: "element",
            tagName: "a",
            properties: {
              href: `#${id}`,
              className: ["heading-anchor"],
              dataCopyLink: id,
              ariaLabelledBy: [HEADING_CONTROL_LABEL_IDS.copyLink, textId],
            },
            children: [{ type: "text", value: "#" }],
          },
        ];
        if (citations) {
          node.children.push({
            type: "element",
            tagName: "button",
            properties: {
              type: "button",
              className: ["heading-cite"],
              dataCopyCitation: id,
              ariaLabelledBy: [HEADING_CONTROL_LABEL_IDS.copyCitation, textId],
            },
            // Its quote icon is drawn by the stylesheet, once for all headings.
            children: [],
          });
        }
      }
      if (node.tagName === "img") {
        node.properties = {
          ...node.properties,
          loading: "lazy",
          decoding: "async",
          className: ["zoomable"],
          tabIndex: 0,
          role: "button",
        };
      }
      if (node.tagName === "table" && parent && index !== undefined) {
        const { caption, at } = takeTableCaption(parent, index);
        // A scrollable region must be focusable and named; landmarks need distinct names.
        const base = caption ?? (section ? `Tableau : ${section}` : "Tableau");
        const count = (usedLabels.get(base) ?? 0) + 1;
        usedLabels.set(base, count);
        const text = caption ?? section;
        if (text) {
          // Under its heading, the heading's words need not show twice: they are there for screen readers.
          node.children.unshift({
            type: "element",
            tagName: "caption",
            properties: caption ? {} : { className: ["visually-hidden"] },
            children: [{ type: "text", value: text }],
          });
        }
        parent.children[at] = {
          type: "element",
          tagName: "div",
          // The frame draws the scroll cues over the region's edges (notice.css).
          properties: { className: ["table-frame"] },
          children: [
            {
              type: "element",
              tagName: "div",
              properties: {
                className: ["table-scroll"],
                tabIndex: 0,
                role: "region",
                ariaLabel: count === 1 ? base : `${base} (${count})`,
              },
              children: [node],
            },
          ],
        };
        return [SKIP, at + 1];
      }
      return undefined;
    });
  };
}

/**
 * Width and height of local images, read from the files at build time, so that the browser
 * reserves their space (no layout shift) and lazy loading starts where they really are.
 */
function imageSizes(publicDir: string) {
  return async (tree: HastRoot) => {
    const images: Element[] = [];
    visit(tree, "element", (node: Element) => {
      if (
        node.tagName === "img" &&
        typeof node.properties.src === "string" &&
        node.properties.src.startsWith("/")
      ) {
        images.push(node);
      }
    });
    if (images.length === 0) return;
    const { default: sharp } = await import("sharp");
    await Promise.all(
      images.map(async (node) => {
        const file = path.join(publicDir, String(node.properties.src));
        const { width, height } = await sharp(file).metadata();
        node.properties = { ...node.properties, width, height };
      }),
    );
  };
}

/** What a reader sees of an element: its text without the glossary's tooltips. */
function readableText(node: ElementContent | HastRoot): string {
  if (node.type === "text") return node.value;
  if (node.type !== "element" && node.type !== "root") return "";
  if (node.type === "element" && node.properties.role === "tooltip") return "";
  return node.children.map((child) => readableText(child as ElementContent)).join("");
}

function collectStructure(tree: HastRoot) {
  const headings: TocHeading[] = [];
  const sections: RenderedMarkdown["sections"] = [{ id: "", heading: "", text: "" }];
  for (const node of tree.children) {
    if (node.type !== "element") continue;
    const isHeading = node.tagName === "h2" || node.tagName === "h3";
    if (isHeading && typeof node.properties.id === "string") {
      const text = hastToString({
        ...node,
        children: node.children.filter((child) => !isHeadingControl(child)),
      }).trim();
      headings.push({ depth: node.tagName === "h2" ? 2 : 3, text, id: node.properties.id });
      sections.push({ id: node.properties.id, heading: text, text: "" });
    } else {
      const current = sections[sections.length - 1]!;
      // Only line breaks and ordinary spaces collapse: the non-breaking ones are typography.
      current.text = `${current.text} ${readableText(node)
        .replace(/[ \t\r\n]+/g, " ")
        .trim()}`.trim();
    }
  }
  return { headings, sections: sections.filter((s) => s.id !== "" || s.text !== "") };
}

/** Markdown to an HTML tree at build time (GFM tables, heading ids and controls, French typography, glossary marks). */
export async function renderMarkdownTree(source: string, options: RenderOptions = {}): Promise<RenderedTree> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(() => headingIds())
    .use(remarkRehype)
    .use(() => imageSizes(options.publicDir ?? path.resolve("public")))
    .use(rehypeFrenchTypography)
    .use(() => glossaryMarks(options.glossary ?? []))
    .use(() => enhanceElements(options.citations ?? false));
  const tree = (await processor.run(processor.parse(source))) as HastRoot;
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

/** Markdown to HTML at build time: `renderMarkdownTree` and `renderedHtml` in one step. */
export async function renderMarkdown(source: string, options: RenderOptions = {}): Promise<RenderedMarkdown> {
  const rendered = await renderMarkdownTree(source, options);
  return { ...renderedHtml(rendered, options.idPrefix), sections: rendered.sections };
}
