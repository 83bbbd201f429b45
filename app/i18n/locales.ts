/** Languages offered (spec §4): fr is the default, en the fallback for any other value. */
export const LOCALES = ["fr", "en", "de", "es", "ru", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "fr";
export const FALLBACK_LOCALE: Locale = "en";
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

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Any value that is not an offered language gives English. */
export function resolveLocale(value: unknown): Locale {
  return isLocale(value) ? value : FALLBACK_LOCALE;
}

export function localeDirection(locale: Locale): "rtl" | "ltr" {
  return locale === "ar" ? "rtl" : "ltr";
}
