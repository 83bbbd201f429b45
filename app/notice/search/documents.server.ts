import { loadNoticeLibrary } from "../content.server";
import { renderMarkdown } from "../../lib/markdown/render.server";
import type { SearchDocument } from "./index-options";

/** The search documents of the whole rulebook: one per section of each article. */
export async function buildSearchDocuments(): Promise<SearchDocument[]> {
  const library = await loadNoticeLibrary();
  const documents: SearchDocument[] = [];
  for (const type of library.types) {
    for (const category of type.categories) {
      for (const article of category.articles) {
        const source = library.articles.get(article.path);
        if (!source) continue;
        const { sections } = await renderMarkdown(source.body);
        for (const section of sections) {
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
