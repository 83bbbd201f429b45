import type { Options } from "minisearch";
import { normalizeText } from "./normalize";

/** One searchable section of an article (the text under one heading). */
export interface SearchDocument {
  id: string;
  /** Link to the article, at the section's heading. */
  url: string;
  articleTitle: string;
  categoryTitle: string;
  heading: string;
  text: string;
}

export const SEARCH_INDEX_URL = "/notice-search.json";

/** Shared by the build (which writes the documents) and the browser (which indexes them). */
export const SEARCH_OPTIONS: Options<SearchDocument> = {
  fields: ["articleTitle", "heading", "text", "categoryTitle"],
  storeFields: ["url", "articleTitle", "categoryTitle", "heading", "text"],
  processTerm: (term) => {
    const normalized = normalizeText(term);
    return normalized.length > 1 ? normalized : null;
  },
  searchOptions: {
    prefix: true,
    fuzzy: (term) => (term.length > 4 ? 0.2 : false),
    boost: { articleTitle: 3, heading: 2, categoryTitle: 1.5 },
    combineWith: "AND",
  },
};
