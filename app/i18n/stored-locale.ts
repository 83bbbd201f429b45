import { LOCALE_STORAGE_KEY, type Locale } from "./locales";

/** The stored choice as written, or null; storage can be disabled (private mode, strict settings). */
export function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not being able to remember the choice must not prevent the switch.
  }
}

/** Set once a visitor closes the language suggestion: it is not shown again. */
export const SUGGESTION_DISMISSED_KEY = "brumes.locale-suggestion-dismissed";

export function isSuggestionDismissed(): boolean {
  try {
    return window.localStorage.getItem(SUGGESTION_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

export function dismissSuggestion(): void {
  try {
    window.localStorage.setItem(SUGGESTION_DISMISSED_KEY, "1");
  } catch {
    // The suggestion closes anyway; it may come back on another page.
  }
}
