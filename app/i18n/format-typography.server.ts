/**
 * The message catalogues as the site uses them: parsed once at build time, French messages set in
 * French typography like the rulebook (non-breaking spaces before `: ; ! ?` and inside « », typed
 * as ordinary spaces by translators). The browser build, the pre-rendering build and the unit tests
 * all get their catalogues from `compileCatalogue` (through scripts/vite-plugins/icu-messages.ts),
 * so a message reads the same everywhere.
 */
import { TYPE, parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { frenchTypography } from "../lib/markdown/plugins/typography.ts";
import { PLAIN_MESSAGE } from "./format.ts";

/** Stands for an argument, a `#` or a tag inside a run of literal text; a private-use character. */
const PLACEHOLDER = "\uE001";

/**
 * Typesets the literal text of a list of elements, never the ICU syntax: the literals of one level
 * are joined with a stand-in for each argument between them, so that "{query} »" or "Étape {n} :"
 * see the character before their space, then split back. Options of plurals and selects and the
 * content of tags are typeset as their own runs.
 */
function typesetElements(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  const syntax = elements.filter((element) => element.type !== TYPE.literal).map(typesetInside);
  const joined = elements
    .map((element) => (element.type === TYPE.literal ? element.value : PLACEHOLDER))
    .join("");
  const runs = frenchTypography(joined).split(PLACEHOLDER);
  // A rule that ate a stand-in: typeset each literal alone, which is always safe.
  if (runs.length !== syntax.length + 1)
    return elements.map((element) =>
      element.type === TYPE.literal
        ? { ...element, value: frenchTypography(element.value) }
        : typesetInside(element),
    );
  const literal = (value: string): MessageFormatElement => ({ type: TYPE.literal, value });
  return runs.flatMap((run, index) => [
    ...(run ? [literal(run)] : []),
    ...(index < syntax.length ? [syntax[index]!] : []),
  ]);
}

/** The options of a plural or select and the content of a tag, typeset as runs of their own. */
function typesetInside(element: MessageFormatElement): MessageFormatElement {
  if (element.type === TYPE.plural || element.type === TYPE.select)
    return {
      ...element,
      options: Object.fromEntries(
        Object.entries(element.options).map(([name, option]) => [
          name,
          { ...option, value: typesetElements(option.value) },
        ]),
      ),
    } as MessageFormatElement;
  if (element.type === TYPE.tag) return { ...element, children: typesetElements(element.children) };
  return element;
}

/** A message's syntax tree, its literal text typeset in the language's typography (French only). */
export function typesetMessage(locale: string, message: string): MessageFormatElement[] {
  const tree = parse(message);
  return locale === "fr" ? typesetElements(tree) : tree;
}

/**
 * A catalogue ready to format: a message that is plain text stays a string (smaller; app/i18n/format.ts
 * returns it as it is), any other ships as its syntax tree.
 */
export function compileCatalogue(
  locale: string,
  messages: Record<string, string>,
): Record<string, string | MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      const tree = typesetMessage(locale, message);
      const only = tree.length === 1 ? tree[0] : undefined;
      const plain = tree.length === 0 ? "" : only?.type === TYPE.literal ? only.value : undefined;
      // Plain text with none of the characters format.ts reads as syntax can stay a string.
      return [key, plain !== undefined && PLAIN_MESSAGE.test(plain) ? plain : tree];
    }),
  );
}
