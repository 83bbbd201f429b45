import { TYPE, parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { dateFormat, numberFormat, pluralRulesFor } from "./intl-formats.ts";
import type { Locale } from "./locales.ts";
import type { MessageKey, Messages } from "./messages.ts";

/** A value for a message's placeholder. */
export type FormatValue = string | number | boolean | null | undefined | Date;

/** A rich-text tag's value: it receives the tag's formatted content. */
type TagFormatter<T> = (parts: (string | T)[]) => string | T | (string | T)[];

type Values<T> = Record<string, FormatValue | T | TagFormatter<T>>;

/**
 * Text with no ICU syntax (no braces, no tags, no doubled apostrophe) is its own formatted value.
 * The browser build keeps exactly such messages as strings and ships the others parsed.
 */
export const PLAIN_MESSAGE = /^(?![\s\S]*'')[^{}<]*$/;

const parsed = new Map<string, MessageFormatElement[]>();

/**
 * The syntax tree of a message. In the browser build the catalogues arrive parsed (see
 * scripts/vite-plugins/icu-messages.ts, which also leaves the parser out of the page); elsewhere
 * they are ICU strings, parsed here once.
 */
function syntaxTree(message: string | MessageFormatElement[]): MessageFormatElement[] {
  if (typeof message !== "string") return message;
  let tree = parsed.get(message);
  if (!tree) {
    tree = parse(message);
    parsed.set(message, tree);
  }
  return tree;
}

/**
 * Formats the elements of a message into parts, with the same output as FormatJS's
 * IntlMessageFormat for the syntax the catalogues use: arguments, plural (with `#` and `=N`),
 * select and rich-text tags. A number, date or time argument with a style is refused, so that
 * nobody adds one believing it is supported.
 */
function formatParts<T>(
  locale: Locale,
  key: MessageKey,
  elements: MessageFormatElement[],
  values: Values<T> | undefined,
  pluralValue: number | undefined,
  parts: (string | T)[],
): void {
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      parts.push(element.value);
      continue;
    }
    if (element.type === TYPE.pound) {
      if (pluralValue !== undefined) parts.push(numberFormat(locale).format(pluralValue));
      continue;
    }
    const name = element.value;
    if (!values || !(name in values)) {
      throw new Error(`The message "${key}" (${locale}) needs a value for "{${name}}".`);
    }
    const value = values[name];
    switch (element.type) {
      case TYPE.argument:
        if (typeof value === "string" || typeof value === "number") parts.push(String(value));
        else if (value !== null && value !== undefined && value !== false) parts.push(value as T);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        if (element.style) {
          throw new Error(
            `The message "${key}" (${locale}) uses a style for "{${name}}", which format.ts does not support.`,
          );
        }
        parts.push(
          element.type === TYPE.number
            ? numberFormat(locale).format(value as number)
            : dateFormat(locale, element.type === TYPE.time ? { timeStyle: "short" } : undefined).format(
                value as Date,
              ),
        );
        break;
      case TYPE.select: {
        const option = element.options[String(value)] ?? element.options.other;
        if (!option)
          throw new Error(
            `The message "${key}" (${locale}) has no option for "${String(value)}" in "{${name}}".`,
          );
        formatParts(locale, key, option.value, values, pluralValue, parts);
        break;
      }
      case TYPE.plural: {
        const count = Number(value) - element.offset;
        let option = element.options[`=${String(value)}`];
        if (!option) {
          const rules = pluralRulesFor(locale, element.pluralType);
          option = element.options[rules.select(count)] ?? element.options.other;
        }
        if (!option)
          throw new Error(
            `The message "${key}" (${locale}) has no option for ${String(value)} in "{${name}}".`,
          );
        formatParts(locale, key, option.value, values, count, parts);
        break;
      }
      case TYPE.tag: {
        if (typeof value !== "function") {
          throw new Error(`The message "${key}" (${locale}) needs a function for its tag <${name}>.`);
        }
        const children: (string | T)[] = [];
        formatParts(locale, key, element.children, values, pluralValue, children);
        const result = (value as TagFormatter<T>)(children);
        if (Array.isArray(result)) parts.push(...result);
        else parts.push(result);
        break;
      }
    }
  }
}

/** Adjacent strings joined; one part alone is returned as it is, as IntlMessageFormat does. */
function merge<T>(parts: (string | T)[]): string | T | (string | T)[] {
  const merged: (string | T)[] = [];
  for (const part of parts) {
    const last = merged.length - 1;
    if (typeof part === "string" && typeof merged[last] === "string") merged[last] += part;
    else merged.push(part);
  }
  return merged.length <= 1 ? (merged[0] ?? "") : merged;
}

/** A catalogue message as plain text (titles, attributes, labels). */
export function formatText(
  locale: Locale,
  messages: Messages,
  key: MessageKey,
  values?: Record<string, FormatValue>,
): string {
  const message = messages[key];
  if (typeof message === "string" && PLAIN_MESSAGE.test(message)) return message;
  const parts: (string | never)[] = [];
  formatParts<never>(locale, key, syntaxTree(message), values, undefined, parts);
  return parts.join("");
}

/** A catalogue message whose placeholders may be React elements: text, or an array of parts. */
export function formatRich<T>(
  locale: Locale,
  messages: Messages,
  key: MessageKey,
  values: Values<T>,
): string | T | (string | T)[] {
  const message = messages[key];
  if (typeof message === "string" && PLAIN_MESSAGE.test(message)) return message;
  const parts: (string | T)[] = [];
  formatParts(locale, key, syntaxTree(message), values, undefined, parts);
  return merge(parts);
}
