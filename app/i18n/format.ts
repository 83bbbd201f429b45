import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import type { Locale } from "./locales";
import type { MessageKey, Messages } from "./messages";

type Formatter = IntlMessageFormat;
const formatters = new Map<string, Formatter>();

function formatterFor(locale: Locale, messages: Messages, key: MessageKey): Formatter {
  const cacheKey = `${locale}\u0000${key}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    // In the browser build the catalogues arrive precompiled (see scripts/build/icu-messages-plugin.ts);
    // elsewhere they are ICU strings, parsed here once.
    formatter = new IntlMessageFormat(messages[key], locale);
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

/**
 * Text with no ICU syntax (no braces, no tags, no doubled apostrophe) is its own formatted value.
 * The browser build keeps exactly such messages as strings and ships the others parsed.
 */
const PLAIN = /^(?![\s\S]*'')[^{}<]*$/;

/** A catalogue message as plain text (titles, attributes, labels). */
export function formatText(
  locale: Locale,
  messages: Messages,
  key: MessageKey,
  values?: Record<string, PrimitiveType>,
): string {
  const message = messages[key];
  if (typeof message === "string" && PLAIN.test(message)) return message;
  return String(formatterFor(locale, messages, key).format(values));
}

/** A catalogue message whose placeholders may be React elements: text, or an array of parts. */
export function formatRich<T>(
  locale: Locale,
  messages: Messages,
  key: MessageKey,
  values: Record<string, PrimitiveType | T>,
): string | T | (string | T)[] {
  const message = messages[key];
  if (typeof message === "string" && PLAIN.test(message)) return message;
  return formatterFor(locale, messages, key).format<T>(values);
}
