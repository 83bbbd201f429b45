import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type fr from "./messages/fr.json";
import type { Locale } from "./locales.ts";

export type MessageKey = keyof typeof fr;
/** ICU strings; in the browser build, their parsed form (scripts/vite-plugins/icu-messages.ts). */
export type Messages = Record<MessageKey, string | MessageFormatElement[]>;

/** Each catalogue is its own chunk: a page downloads the one of its language only. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  fr: () => import("./messages/fr.json"),
  en: () => import("./messages/en.json"),
  de: () => import("./messages/de.json"),
  es: () => import("./messages/es.json"),
  ru: () => import("./messages/ru.json"),
  ar: () => import("./messages/ar.json"),
};

const loaded = new Map<Locale, Messages>();

export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = (await loaders[locale]()).default;
  loaded.set(locale, messages);
  return messages;
}

/**
 * The catalogue of a language that has been loaded: rendering never waits for one. The browser
 * entry loads the page's catalogue before hydrating; pre-rendering loads all six.
 */
export function messagesFor(locale: Locale): Messages {
  const messages = loaded.get(locale);
  if (!messages) throw new Error(`The "${locale}" message catalogue is used before it was loaded.`);
  return messages;
}
