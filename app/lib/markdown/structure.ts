import type { Root } from "hast";
import { toString } from "hast-util-to-string";
import { isHeadingControl } from "./plugins/heading-controls";
import { readableText } from "./readable-text";

export interface TocHeading {
  depth: 2 | 3;
  text: string;
  id: string;
}

/** The text under one heading (the part before the first heading has the id ""), for search. */
export interface Section {
  id: string;
  heading: string;
  text: string;
}

/** A rendered text's table of contents (its h2 and h3) and its sections' readable text. */
export function collectStructure(tree: Root): { headings: TocHeading[]; sections: Section[] } {
  const headings: TocHeading[] = [];
  const sections: Section[] = [{ id: "", heading: "", text: "" }];
  for (const node of tree.children) {
    if (node.type !== "element") continue;
    const isHeading = node.tagName === "h2" || node.tagName === "h3";
    if (isHeading && typeof node.properties.id === "string") {
      const text = toString({
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
