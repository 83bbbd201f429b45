import type { Element, ElementContent, Root, Text } from "hast";
import { SKIP, visit } from "unist-util-visit";
import { escapeRegExp } from "../../text";

/** A term whose first mention in a text links to its definition, with a tooltip. */
export interface GlossaryTerm {
  term: string;
  id: string;
  definition: string;
  href: string;
}

export interface GlossaryOptions {
  terms: readonly GlossaryTerm[];
  /** Names that hold a term without being a mention of it (the community's own name holds "RP"). */
  names?: readonly string[];
}

/** Rehype plugin: marks the first mention of each glossary term, a link to its definition plus a tooltip. */
export function rehypeGlossaryMarks({ terms, names: protectedNames = [] }: GlossaryOptions) {
  return (tree: Root) => {
    if (terms.length === 0) return;
    // Longest terms first so "No fear RP" wins over "Fear RP" and "RP".
    const ordered = [...terms].sort((a, b) => b.term.length - a.term.length);
    // Any space between the words of a term: the text has non-breaking ones after typography.
    const alternatives = ordered.map((t) => escapeRegExp(t.term).replace(/ +/g, "\\s+"));
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}-])(${alternatives.join("|")})(?![\\p{L}\\p{N}-])`, "giu");
    const key = (text: string) => text.toLowerCase().replace(/\s+/g, " ");
    const byLower = new Map(ordered.map((t) => [key(t.term), t]));
    const marked = new Set<string>();
    const names = protectedNames.map((name) => new RegExp(escapeRegExp(name).replace(/ +/g, "\\s+"), "giu"));
    const inName = (value: string, start: number, end: number) =>
      names.some((pattern) =>
        [...value.matchAll(pattern)].some((name) => name.index < end && start < name.index + name[0].length),
      );
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
