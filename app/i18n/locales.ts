/** Languages offered: French is the default, English the fallback for any other language. */
export const LOCALES = ["fr", "en", "de", "es", "ru", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "fr";
export const FALLBACK_LOCALE: Locale = "en";
/** The visitor's chosen language, kept between visits. */
export const LOCALE_STORAGE_KEY = "brumes.locale";

/** Each language's own name, shown in the switcher whatever the current language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  fr: "Français",
  en: "English",
  de: "Deutsch",
  es: "Español",
  ru: "Русский",
  ar: "العربية",
};

/** Open Graph locale of each language (language_TERRITORY). */
export const OG_LOCALES: Record<Locale, string> = {
  fr: "fr_FR",
  en: "en_GB",
  de: "de_DE",
  es: "es_ES",
  ru: "ru_RU",
  ar: "ar_AR",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A language tag such as "pt" or "en-US"; anything else is not a language at all. */
const LANGUAGE_TAG = /^([a-z]{2,3})(-[a-z0-9]{1,8})*$/i;

/**
 * The language a stored or preferred value asks for. One of the six (a regional variant such as
 * "de-AT" included) gives itself; any other language gives English, the fallback; a value that is
 * not a language tag (garbage, empty) asks for nothing.
 */
export function resolveLocale(value: string | null | undefined): Locale | null {
  const match = LANGUAGE_TAG.exec(value?.trim() ?? "");
  if (!match) return null;
  const primary = match[1]!.toLowerCase();
  return isLocale(primary) ? primary : FALLBACK_LOCALE;
}

/**
 * The first of a browser's preferred languages that the site offers, if it offers one of them:
 * ["pt-BR", "de-AT", "en"] gives "de". Used to suggest a language, never to redirect.
 */
export function preferredOfferedLocale(preferences: readonly string[]): Locale | null {
  for (const tag of preferences) {
    const primary = LANGUAGE_TAG.exec(tag.trim())?.[1]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return null;
}

export function localeDirection(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}
