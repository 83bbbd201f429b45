import type { ArticleLink, ArticleSummary, CategorySummary } from "./model";

/** Categories by their order; categories whose order is unlisted come last; ties by id. */
export function compareCategories(
  a: Pick<CategorySummary, "id" | "order">,
  b: Pick<CategorySummary, "id" | "order">,
) {
  const orderA = a.order ?? Number.POSITIVE_INFINITY;
  const orderB = b.order ?? Number.POSITIVE_INFINITY;
  if (orderA !== orderB) return orderA < orderB ? -1 : 1;
  return a.id.localeCompare(b.id);
}

/** Articles by their order number, ties broken by key (enterprises: employee before open, both 8). */
export function compareArticles(
  a: Pick<ArticleSummary, "key" | "order">,
  b: Pick<ArticleSummary, "key" | "order">,
) {
  if (a.order !== b.order) return a.order - b.order;
  return a.key.localeCompare(b.key);
}

/** Previous and next articles across the categories of one notice type, in reading order. */
export function neighbours(
  categories: readonly CategorySummary[],
  path: string,
): { previous?: ArticleLink; next?: ArticleLink } {
  const sequence = categories.flatMap((category) => category.articles);
  const index = sequence.findIndex((article) => article.path === path);
  const link = (article: ArticleSummary | undefined) =>
    article ? { title: article.title, path: article.path } : undefined;
  if (index === -1) return {};
  return { previous: link(sequence[index - 1]), next: link(sequence[index + 1]) };
}
