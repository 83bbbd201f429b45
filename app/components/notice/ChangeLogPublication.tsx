import { FRENCH_CONTENT } from "~/i18n/french-content";
import { LocalizedLink } from "~/i18n/LocalizedLink";
import { useT } from "~/i18n/useT";
import type { PublicationEntry } from "~/notice/change-log";
import { NOTICE_HOME } from "~/notice/model";
import { ChangeLogArticleLink } from "./ChangeLogArticleLink";

/**
 * The articles published on one day, said in the reader's language: the rulebook and its number
 * of articles on its first day, afterwards the new article or the list of new ones.
 */
export function ChangeLogPublication({ entry }: { entry: PublicationEntry }) {
  const t = useT();
  const [only] = entry.articles;
  if (entry.rulebook)
    return (
      <>
        <p className="change-log__where">
          <LocalizedLink to={NOTICE_HOME}>{t("app.title.notice")}</LocalizedLink>
        </p>
        <p className="change-log__summary">
          {t("app.notice.changes.rulebookPublished", { count: entry.count })}
        </p>
      </>
    );
  if (only && entry.articles.length === 1)
    return (
      <>
        <p className="change-log__where" {...FRENCH_CONTENT}>
          <ChangeLogArticleLink article={only} />
        </p>
        <p className="change-log__summary">{t("app.notice.changes.articlePublished")}</p>
      </>
    );
  return (
    <>
      <p className="change-log__summary">
        {t("app.notice.changes.articlesPublished", { count: entry.count })}
      </p>
      <ul className="change-log__articles" {...FRENCH_CONTENT}>
        {entry.articles.map((article) => (
          <li key={article.path}>
            <ChangeLogArticleLink article={article} />
          </li>
        ))}
      </ul>
    </>
  );
}
