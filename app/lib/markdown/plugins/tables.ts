import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import { EXIT, SKIP, visit } from "unist-util-visit";
import { readableText } from "../readable-text";

const TABLE_CAPTION = /^Table\s*:\s*/u;

/**
 * Up to this many columns, a table fits a phone's column: its cells are tightened and its long
 * words wrapped there (notice.css). Wider ones scroll sideways, each column wide enough for a few
 * words, rather than stack one word a line.
 */
export const FITTING_TABLE_COLUMNS = 3;

/** The number of cells in a table's first row. */
function columnCount(table: Element): number {
  let count = 0;
  visit(table, "element", (node: Element) => {
    if (node.tagName !== "tr") return undefined;
    count = node.children.filter(
      (cell) => cell.type === "element" && (cell.tagName === "th" || cell.tagName === "td"),
    ).length;
    return EXIT;
  });
  return count;
}

/**
 * A table's explicit caption: a paragraph `Table: …` right before it, taken out of the text.
 * Returns the caption (if any) and where the table now sits among its parent's children.
 */
function takeTableCaption(parent: Root | Element, index: number): { caption?: string; at: number } {
  let before = index - 1;
  while (
    before >= 0 &&
    parent.children[before]?.type === "text" &&
    !toString(parent.children[before]!).trim()
  )
    before -= 1;
  const paragraph = parent.children[before];
  if (paragraph?.type !== "element" || paragraph.tagName !== "p") return { at: index };
  const text = readableText(paragraph).trim();
  if (!TABLE_CAPTION.test(text)) return { at: index };
  parent.children.splice(before, index - before);
  return { caption: text.replace(TABLE_CAPTION, ""), at: before };
}

/**
 * Rehype plugin: each table gets a `<caption>` (its `Table: …` paragraph, shown; or its section's
 * heading, for screen readers) and sits in a named, focusable scroll region inside a frame that
 * draws the scroll cues. Runs before the heading controls, so that a section's name is its text.
 */
export function rehypeTables() {
  return (tree: Root) => {
    let section = "";
    const usedLabels = new Map<string, number>();
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName === "h2" || node.tagName === "h3") {
        section = toString(node).trim();
        return undefined;
      }
      if (node.tagName !== "table" || !parent || index === undefined) return undefined;
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
              className:
                columnCount(node) <= FITTING_TABLE_COLUMNS
                  ? ["table-scroll", "table-scroll--fit"]
                  : ["table-scroll"],
              tabIndex: 0,
              role: "region",
              ariaLabel: count === 1 ? base : `${base} (${count})`,
            },
            children: [node],
          },
        ],
      };
      return [SKIP, at + 1];
    });
  };
}
