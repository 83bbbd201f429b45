import path from "node:path";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../i18n/locales.ts";
import { ContentError, relativeFile } from "../lib/content-error.ts";
import type { VocabularyTopic } from "../notice/search/vocabulary.ts";
import { parseEntry, readJsonFolder } from "./json-files.server.ts";
import { searchVocabularySchema } from "./search-vocabulary-schema.ts";

export const SEARCH_VOCABULARY_DIR = "content/search-vocabulary";

/** The languages with a search vocabulary: every language of the site but the rulebook's own, French. */
export type VocabularyLocale = Exclude<Locale, "fr">;
export const VOCABULARY_LOCALES = LOCALES.filter(
  (locale): locale is VocabularyLocale => locale !== DEFAULT_LOCALE,
);

/** A language's vocabulary file, `<root>/content/search-vocabulary/<language>.json`. */
export const vocabularyFile = (locale: VocabularyLocale, root: string = process.cwd()) =>
  path.join(root, SEARCH_VOCABULARY_DIR, `${locale}.json`);

/**
 * The rulebook search's vocabulary of every language but French, read from
 * `<root>/content/search-vocabulary/` and validated: one file per language, each named after it.
 */
export function readSearchVocabularies(
  root: string = process.cwd(),
): Record<VocabularyLocale, readonly VocabularyTopic[]> {
  const entries = readJsonFolder(path.join(root, SEARCH_VOCABULARY_DIR));
  for (const entry of entries) {
    if (!(VOCABULARY_LOCALES as readonly string[]).includes(entry.name))
      throw new ContentError(
        `${entry.file} : ce n'est pas une langue du site qui a un vocabulaire (${VOCABULARY_LOCALES.join(", ")})`,
      );
  }
  const read = (locale: VocabularyLocale): readonly VocabularyTopic[] => {
    const entry = entries.find((candidate) => candidate.name === locale);
    if (!entry)
      throw new ContentError(
        `${relativeFile(vocabularyFile(locale, root))} : le fichier manque (chaque langue sauf le français a son vocabulaire)`,
      );
    return parseEntry(searchVocabularySchema, entry).topics;
  };
  return { en: read("en"), de: read("de"), es: read("es"), ru: read("ru"), ar: read("ar") };
}
