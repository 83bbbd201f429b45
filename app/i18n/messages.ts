import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import fr from "./messages/fr.json";
import type { Locale } from "./locales";

export type MessageKey = keyof typeof fr;
/** ICU strings; in the browser build, their parsed form (scripts/build/icu-messages-plugin.ts). */
export type Messages = Record<MessageKey, string | MessageFormatElement[]>;

/** French ships with the first page; the other catalogues are fetched when chosen. */
export const FRENCH_MESSAGES: Messages = fr;

const loaders: Record<Exclude<Locale, "fr">, () => Promise<{ default: Messages }>> = {
  en: () => import("./messages/en.json"),
  de: () => import("./messages/de.json"),
  es: () => import("./messages/es.json"),
  ru: () => import("./messages/ru.json"),
  ar: () => import("./messages/ar.json"),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === "fr") return FRENCH_MESSAGES;
  const module = await loaders[locale]();
  return module.default;
}
