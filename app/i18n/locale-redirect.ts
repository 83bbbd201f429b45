import { inlineCall } from "~/lib/inline-call";
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, LOCALE_STORAGE_KEY } from "./locales";

/**
 * Inline script, first in every page's head (docs/decisions/0006). An address with a language
 * prefix, and any French page but `/`, opens in its own language whatever was stored. Only a
 * visitor arriving at `/` (typed, bookmarked, shared: not Back/Forward, not a reload, not a link
 * of this site) is taken to their stored language's home before anything is fetched or painted,
 * with `location.replace` so that Back never returns to `/` only to be sent away again.
 * A stored language the site does not offer gives English; a value that is not a language, or
 * storage that fails, is ignored. Every page carries it in its first bytes: it stays small (a
 * language's home is "/" and its code). `locale-redirect.test.ts` checks it against
 * `resolveLocale` and `localizePath`.
 */
/** Run while the page is parsed (inlineCall): self-contained, its names given as arguments. */
function openStoredLanguage(
  storageKey: string,
  locales: readonly string[],
  fallback: string,
  defaultLocale: string,
) {
  try {
    const navigation = performance.getEntriesByType("navigation")[0] as
      PerformanceNavigationTiming | undefined;
    if (location.pathname !== "/") return;
    if (/^(back_forward|reload)$/.test(navigation ? navigation.type : "")) return;
    if (document.referrer.indexOf(location.origin + "/") === 0) return;
    const stored = /^([a-z]{2,3})(-[a-z0-9]{1,8})*$/i.exec((localStorage.getItem(storageKey) || "").trim());
    if (!stored) return;
    let wanted = stored[1]!.toLowerCase();
    if (locales.indexOf(wanted) < 0) wanted = fallback;
    if (wanted !== defaultLocale) location.replace("/" + wanted + location.search + location.hash);
  } catch {
    // Storage that throws (a privacy setting): the page stays as addressed.
  }
}

export const LOCALE_REDIRECT_SCRIPT = inlineCall(
  openStoredLanguage,
  LOCALE_STORAGE_KEY,
  LOCALES,
  FALLBACK_LOCALE,
  DEFAULT_LOCALE,
);
