import { DEFAULT_LOCALE, preferredOfferedLocale, resolveLocale, type Locale } from "./locales";

/**
 * The language to offer on a page of `pageLocale`, if any. A visitor who chose a language is
 * offered it on French pages (addresses without a prefix, shared or linked in French; a prefixed
 * address was chosen on purpose and is left alone). A first-time visitor is offered the first of
 * their browser's languages that the site has, on any page in another language, except a French-only
 * page (`frenchPage`: rulebook, terms), whose other languages would show them the same French text.
 */
export function suggestedLocale(
  pageLocale: Locale,
  stored: string | null,
  browserLanguages: readonly string[],
  frenchPage = false,
): Locale | null {
  // A stored value that is not a language is no choice, as for the redirect.
  const chosen = resolveLocale(stored);
  if (chosen) return pageLocale === DEFAULT_LOCALE && chosen !== pageLocale ? chosen : null;
  if (frenchPage) return null;
  const preferred = preferredOfferedLocale(browserLanguages);
  return preferred && preferred !== pageLocale ? preferred : null;
}
