import type { Heading, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import { createSlugger } from "../slug";

/** Two headings of one page would share an id; the message names both headings. */
export class HeadingIdError extends Error {
  override name = "HeadingIdError";
}

const EXPLICIT_ID = /\s*\{#([A-Za-z][\w-]*)\}\s*$/;

/**
 * Remark plugin: `## Titre {#id}` sets the heading id explicitly (it survives a change of the
 * heading's text); other headings get a slug of their text. Two headings of one text with the same
 * id are an error.
 */
export function remarkHeadingIds() {
  return (tree: Root) => {
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
      const text = toString(node).trim();
      const id = explicit ?? slug(text);
      const other = used.get(id);
      if (other !== undefined) {
        throw new HeadingIdError(
          `le titre « ${text} » a l'identifiant « ${id} », déjà pris par le titre « ${other} » : ` +
            `donnez à l'un d'eux un autre identifiant (« ## ${text} {#autre-id} »)`,
        );
      }
      used.set(id, text);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    });
  };
}

/** The id a heading of a parsed text was given. */
export function headingId(node: Heading): string {
  return (node.data?.hProperties as { id?: string } | undefined)?.id ?? "";
}
