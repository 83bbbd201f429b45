import { loadNoticeLibrary, renderedArticle } from "../content.server";
import type { SearchDocument } from "./index-options";

/** The search documents of the whole rulebook: one per section of each article, from the articles' renderings. */
export async function buildSearchDocuments(): Promise<SearchDocument[]> {
  const library = await loadNoticeLibrary();
  const documents: SearchDocument[] = [];
  for (const type of library.types) {
    for (const category of type.categories) {
      for (const article of category.articles) {
        const rendered = await renderedArticle(article.path);
        for (const section of rendered?.sections ?? []) {
          documents.push({
            id: `${article.path}#${section.id}`,
            url: section.id ? `${article.path}#${section.id}` : article.path,
            articleTitle: article.title,
            categoryTitle: category.title,
            heading: section.heading,
            text: section.text,
          });
        }
      }
    }
  }
  return documents;
}
