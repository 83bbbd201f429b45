import { LocalizedLink } from "~/i18n/LocalizedLink";
import type { ChangeLogArticle } from "~/notice/change-log";

/** "Category › Article" in a change log entry, French like the rulebook; the article is a link. */
export function ChangeLogArticleLink({ article }: { article: ChangeLogArticle }) {
  return (
    <>
      <span className="change-log__category">{article.categoryTitle}</span>
      {" › "}
      <LocalizedLink to={article.path}>{article.title}</LocalizedLink>
    </>
  );
}
