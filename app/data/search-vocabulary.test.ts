import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import MiniSearch from "minisearch";
import { afterEach, describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../i18n/locales.ts";
import { buildSearchDocuments } from "../notice/search/documents.server.ts";
import { SEARCH_OPTIONS, queryTerms, type SearchDocument } from "../notice/search/index-options.ts";
import { expandQuery, makeVocabulary } from "../notice/search/vocabulary.ts";
import {
  SEARCH_VOCABULARY_DIR,
  VOCABULARY_LOCALES,
  readSearchVocabularies,
  type VocabularyLocale,
} from "./search-vocabulary.server.ts";

// The rulebook as it is: a new article or a new topic is checked as it comes.
const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
index.addAll(await buildSearchDocuments());
const vocabularies = readSearchVocabularies();
const vocabularyOf = (locale: Locale) =>
  locale === "fr" ? null : makeVocabulary(vocabularies[locale as VocabularyLocale]);

/** The articles a query typed on a page in `locale` finds. */
function articlesFound(locale: Locale, query: string): string[] {
  const results = index.search(expandQuery(query, vocabularyOf(locale)).query);
  return [...new Set(results.map((result) => String(result.id).split("#")[0]!))];
}

/** Whether a French word of the vocabulary finds something (the same words recur in every language). */
const frenchFound = new Map<string, boolean>();
const findsFrench = (word: string) => {
  if (!frenchFound.has(word)) frenchFound.set(word, index.search(word).length > 0);
  return frenchFound.get(word)!;
};

describe("the search vocabulary of each language", () => {
  // A word searched is itself or any French word of its topic: it finds at least what they find.
  it.each(VOCABULARY_LOCALES)("%s: every word of every topic finds an article of the rulebook", (locale) => {
    const vocabulary = vocabularyOf(locale);
    const silent: string[] = [];
    vocabularies[locale].forEach((topic, position) => {
      for (const word of topic.french)
        if (!findsFrench(word)) silent.push(`topic ${position}: French "${word}"`);
      const french = queryTerms(topic.french.join(" "));
      for (const word of topic.words) {
        const { terms } = expandQuery(word, vocabulary);
        if (!french.every((term) => terms.includes(term)))
          silent.push(`topic ${position}: "${word}" is not searched as its French words`);
      }
    });
    expect(silent, `${SEARCH_VOCABULARY_DIR}/${locale}.json: words that find nothing`).toEqual([]);
  });
});

describe("the search's suggestions in each language", () => {
  const catalogue = (locale: Locale) =>
    JSON.parse(readFileSync(`app/i18n/messages/${locale}.json`, "utf8")) as Record<string, string>;

  it.each(LOCALES)("%s: suggests words that find something", (locale) => {
    const examples = catalogue(locale)["app.notice.search.examples"]!.split(/[,،、]/);
    expect(examples.length).toBeGreaterThan(1);
    for (const example of examples)
      expect(articlesFound(locale, example.trim()), `"${example.trim()}"`).not.toEqual([]);
  });

  it.each(VOCABULARY_LOCALES)("%s: says that the rulebook is in French", (locale) => {
    const french = new Intl.DisplayNames([locale], { type: "language" }).of("fr")!;
    // The name's stem: « французском » is the Russian « французский » declined.
    const stem = french.slice(0, 5).toLocaleLowerCase(locale);
    expect(catalogue(locale)["app.notice.search.startHint"]!.toLocaleLowerCase(locale)).toContain(stem);
    expect(catalogue(locale)["app.notice.search.noResultsHint"]!.toLocaleLowerCase(locale)).toContain(stem);
  });
});

describe("a bad vocabulary file fails naming the file and the field", () => {
  let copy: string | undefined;
  afterEach(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
    copy = undefined;
  });

  function withFiles(change: (folder: string) => void) {
    copy = mkdtempSync(path.join(tmpdir(), "search-vocabulary-"));
    const folder = path.join(copy, SEARCH_VOCABULARY_DIR);
    cpSync(SEARCH_VOCABULARY_DIR, folder, { recursive: true });
    change(folder);
    return () => readSearchVocabularies(copy);
  }

  it("a word without two letters in a row", () => {
    const read = withFiles((folder) =>
      writeFileSync(
        path.join(folder, "de.json"),
        JSON.stringify({ topics: [{ french: ["amende"], words: ["Strafe", "a b"] }] }),
      ),
    );
    expect(read).toThrow(
      /search-vocabulary\/de\.json : champ «\u00a0topics\.0\.words\.1\u00a0» : doit contenir un mot d'au moins deux lettres/,
    );
  });

  it("a topic without French words, and a word of one letter", () => {
    const read = withFiles((folder) =>
      writeFileSync(
        path.join(folder, "es.json"),
        JSON.stringify({ topics: [{ french: [], words: ["multa", "x"] }] }),
      ),
    );
    expect(read).toThrow(/es\.json : champ «\u00a0topics\.0\.french\u00a0» : /);
    expect(read).toThrow(/es\.json : champ «\u00a0topics\.0\.words\.1\u00a0» : /);
  });

  it("a file for no language of the site, and a language without its file", () => {
    expect(withFiles((folder) => cpSync(path.join(folder, "de.json"), path.join(folder, "pt.json")))).toThrow(
      /search-vocabulary\/pt\.json : ce n'est pas une langue du site/,
    );
    rmSync(copy!, { recursive: true, force: true });
    expect(withFiles((folder) => rmSync(path.join(folder, "ru.json")))).toThrow(
      /search-vocabulary\/ru\.json : le fichier manque/,
    );
  });
});
