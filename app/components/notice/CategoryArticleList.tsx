import { FRENCH_CONTENT } from "~/i18n/french-content";
import { useT } from "~/i18n/useT";

/** Id of the list, where each article's "back to the list" link leads. */
export const CATEGORY_ARTICLES_ID = "category-articles";

interface Props {
  /** Each article of the category: its title and the id of its heading on the page. */
  articles: readonly { id: string; title: string }[];
}

/**
 * The articles of a category page, at its top, each a link to its place on the (long) page, so a
 * reader on a phone goes straight to the one they want.
 */
export function CategoryArticleList({ articles }: Props) {
  const t = useT();
  return (
    <nav
      id={CATEGORY_ARTICLES_ID}
      className="category-articles"
      aria-labelledby={`${CATEGORY_ARTICLES_ID}-title`}
    >
      <h2 id={`${CATEGORY_ARTICLES_ID}-title`} className="category-articles__title">
        {t("app.notice.category.articles")}
      </h2>
      <ol className="category-articles__list" {...FRENCH_CONTENT}>
        {articles.map((article) => (
          <li key={article.id}>
            <a href={`#${article.id}`}>{article.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
