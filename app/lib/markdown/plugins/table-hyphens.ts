import type { Element, Root } from "hast";
// A CommonJS module with no exports map: its file by name (a directory import fails in ESM), and its
// default export, whose exports Node cannot list.
import frenchHyphen from "hyphen/fr/index.js";
import { SKIP, visit } from "unist-util-visit";

const { hyphenateSync } = frenchHyphen;

const SOFT_HYPHEN = "\u00AD";

/** Words shorter than this fit any column a phone gives a fitting table: « Formule » stays whole, not « For-mule ». */
const MIN_WORD_LENGTH = 8;

function isFittingRegion(node: Element): boolean {
  const className = node.properties.className;
  return Array.isArray(className) && className.includes("table-scroll--fit");
}

/**
 * Rehype plugin: in a table made to fit a phone's column (tables.ts), long French words get soft
 * hyphens at their syllables. A narrow column then breaks them there, with a visible hyphen, in any
 * browser: not every one has a French hyphenation dictionary for `hyphens: auto`, and a word cut
 * anywhere else ("Optio|n") reads as a typo. Code stays as it is written.
 */
export function rehypeTableHyphens() {
  return (tree: Root) => {
    visit(tree, "element", (region: Element) => {
      if (!isFittingRegion(region)) return undefined;
      visit(region, (node) => {
        if (node.type === "element" && (node.tagName === "code" || node.tagName === "kbd")) return SKIP;
        if (node.type === "text" && !node.value.includes(SOFT_HYPHEN))
          node.value = hyphenateSync(node.value, { minWordLength: MIN_WORD_LENGTH, html: false });
        return undefined;
      });
      return SKIP;
    });
  };
}
