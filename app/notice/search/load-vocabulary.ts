import type { Locale } from "~/i18n/locales";
import { makeVocabulary, type Vocabulary, type VocabularyTopic } from "./vocabulary";

type Topics = Promise<{ topics: readonly VocabularyTopic[] }>;

/** Each language's vocabulary is a chunk of its own, fetched when the search opens; French needs none. */
const VOCABULARIES: Record<Exclude<Locale, "fr">, () => Topics> = {
  en: () => import("virtual:search-vocabulary/en"),
  de: () => import("virtual:search-vocabulary/de"),
  es: () => import("virtual:search-vocabulary/es"),
  ru: () => import("virtual:search-vocabulary/ru"),
  ar: () => import("virtual:search-vocabulary/ar"),
};

/** The search vocabulary of the reader's language (content/search-vocabulary/), or null in French. */
export async function loadVocabulary(locale: Locale): Promise<Vocabulary | null> {
  if (locale === "fr") return null;
  return makeVocabulary((await VOCABULARIES[locale]()).topics);
}
