import type { Element, ElementContent, Root, Text } from "hast";
import Typograf from "typograf";

/**
 * French typography, applied at build time so that staff type ordinary spaces: non-breaking
 * spaces before `: ; ? !`, before `%`, `$` and `€`, inside « », between groups of digits and
 * after a number followed by a word. Typograf brings the guillemets and number rules; the rules
 * it lacks for French punctuation are added to it below under the `fr/` locale.
 */
const NBSP = "\u00A0";
const NARROW_NBSP = "\u202F";

const FRENCH_RULES = [
  {
    name: "fr/nbsp/beforeColon",
    handler: (text: string) => text.replace(/(\S) :/g, `$1${NBSP}:`),
  },
  {
    name: "fr/nbsp/beforeHighPunctuation",
    handler: (text: string) => text.replace(/(\S) ([;?!])/g, `$1${NARROW_NBSP}$2`),
  },
  {
    name: "fr/nbsp/beforeUnit",
    handler: (text: string) =>
      text.replace(/(\d) %/g, `$1${NARROW_NBSP}%`).replace(/(\d) ([$€])/g, `$1${NBSP}$2`),
  },
];
for (const rule of FRENCH_RULES) if (!Typograf.getRule(rule.name)) Typograf.addRule(rule);

const typograf = new Typograf({
  locale: ["fr"],
  htmlEntity: { type: "default" },
  // Only the rules chosen here: Typograf's common rules also delete the spaces French needs.
  disableRule: "*",
  enableRule: [
    "common/punctuation/quote",
    "common/number/digitGrouping",
    "common/nbsp/afterNumber",
    ...FRENCH_RULES.map((rule) => rule.name),
  ],
});

/** French typography of a plain text (URLs in it are left alone). */
export function frenchTypography(text: string): string {
  return typograf.execute(text);
}

/** Stands for an element boundary inside a joined run of text; a private-use character. */
const BOUNDARY = "\uE000";
const UNTOUCHED = new Set(["code", "pre", "kbd", "samp", "script", "style", "textarea", "svg"]);
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "cite",
  "del",
  "dfn",
  "em",
  "i",
  "ins",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
]);

/**
 * Applies French typography to the text nodes of an HTML tree, never inside code or preformatted
 * text and never to attributes. The text of one block (a paragraph with its links and emphasis)
 * is processed as one string, so a space before "»" or ":" is seen even when an inline element
 * sits in between.
 */
export function rehypeFrenchTypography() {
  return (tree: Root) => {
    const runs: Text[][] = [];
    let run: Text[] = [];
    const flush = () => {
      if (run.length > 0) runs.push(run);
      run = [];
    };
    const walk = (nodes: readonly (ElementContent | Root["children"][number])[]) => {
      for (const node of nodes) {
        if (node.type === "text") run.push(node);
        else if (node.type === "element") {
          const element = node as Element;
          if (UNTOUCHED.has(element.tagName)) {
            // Code stays as typed and ends nothing: an empty stand-in keeps its place in the run.
            run.push({ type: "text", value: "" });
            continue;
          }
          const inline = INLINE.has(element.tagName);
          if (!inline) flush();
          walk(element.children);
          if (!inline) flush();
        }
      }
    };
    walk(tree.children);
    flush();

    for (const texts of runs) {
      const joined = texts.map((text) => text.value).join(BOUNDARY);
      const parts = frenchTypography(joined).split(BOUNDARY);
      if (parts.length === texts.length) {
        texts.forEach((text, index) => (text.value = parts[index] ?? text.value));
      } else {
        // A rule ate a boundary: fall back to node by node, which is always safe.
        for (const text of texts) text.value = frenchTypography(text.value);
      }
    }
  };
}
