import { readFileSync } from "node:fs";
import type { Locale } from "../../app/i18n/locales";

/**
 * A language's catalogue as staff wrote it, for tests that check a text is the right one without
 * copying today's wording. (French texts get typographic spaces at build: compare those loosely.)
 */
export function catalogue(locale: Locale): Record<string, string> {
  return JSON.parse(readFileSync(`app/i18n/messages/${locale}.json`, "utf8")) as Record<string, string>;
}
