import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

/**
 * URL scheme of the languages: French lives at the root (`/board`), every other language under
 * its own prefix (`/en/board`, `/ar/notice/game`). Paths inside the code are written without a
 * prefix ("site paths") and localized when a link is made.
 */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : `/${locale}`;
}

/** A site path ("/board?x=1#y") in a language: "/en/board?x=1#y"; the home of English is "/en". */
export function localizePath(locale: Locale, sitePath: string): string {
  if (!sitePath.startsWith("/")) return sitePath;
  const prefix = localePrefix(locale);
  if (!prefix) return sitePath;
  const rest = /^\/(?=[?#]|$)/.test(sitePath) ? sitePath.slice(1) : sitePath;
  return `${prefix}${rest}`;
}

const PREFIXED: ReadonlySet<string> = new Set(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE));

/** The language of a URL path and the site path inside it: "/de/board" → { de, "/board" }. */
export function splitLocalePath(pathname: string): { locale: Locale; sitePath: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (!match || !PREFIXED.has(match[1]!)) return { locale: DEFAULT_LOCALE, sitePath: pathname || "/" };
  const trimmed = (match[2] ?? "").replace(/^\/$/, "");
  return { locale: match[1] as Locale, sitePath: trimmed || "/" };
}

export function localeFromPath(pathname: string): Locale {
  return splitLocalePath(pathname).locale;
}
