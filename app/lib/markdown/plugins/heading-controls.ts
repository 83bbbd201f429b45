import type { Element, ElementContent, Root } from "hast";
import { visit } from "unist-util-visit";
import { HEADING_CONTROL_LABEL_IDS, headingTextId } from "../heading-control-ids";

export interface HeadingControlOptions {
  /** Adds a "copy citation" button next to each heading's copy-link anchor (rulebook articles). */
  citations: boolean;
}

/**
 * Rehype plugin: each `h2` and `h3` with an id gets its text in an element of its own, then a
 * copy-link anchor and, for rulebook articles, a copy-citation button, both named after that text.
 * The heading is named by its text alone, so that moving through the page by headings reads
 * "La caution", not the controls' labels after it.
 */
export function rehypeHeadingControls({ citations }: HeadingControlOptions) {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if ((node.tagName !== "h2" && node.tagName !== "h3") || typeof node.properties.id !== "string") return;
      const id = node.properties.id;
      const textId = headingTextId(id);
      node.properties.ariaLabelledBy = [textId];
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
    });
  };
}

/** Whether a heading's child is one of the controls added to it (not part of its text). */
export function isHeadingControl(node: ElementContent): boolean {
  return (
    node.type === "element" &&
    (node.properties.dataCopyLink !== undefined || node.properties.dataCopyCitation !== undefined)
  );
}
