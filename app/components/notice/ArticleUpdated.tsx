import { Icon } from "~/components/Icon";
import { Message } from "~/i18n/Message";
import { useFormat } from "~/i18n/useFormat";
import { LocalizedLink } from "~/i18n/LocalizedLink";
import { useT } from "~/i18n/useT";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { NOTICE_CHANGES } from "~/notice/model";

/**
 * "Mis à jour le 23 novembre 2026" (its latest change), or "Publié le …" while it has none (with
 * the summary of a change staff dated on the publication day), written
 * the reader's way, with what that change did (French content) when known, and the category's
 * change log.
 */
export function ArticleUpdated({
  published,
  updated,
  category,
  summary,
}: {
  published: string;
  updated: string;
  category: string;
  /** The latest change's summary, from the change log. */
  summary?: string;
}) {
  const t = useT();
  const { formatDate } = useFormat();
  const changed = updated > published;
  const date = changed ? updated : published;
  // A calendar day: read and written in UTC so that no time zone moves it to another day.
  const formatted = formatDate(new Date(`${date}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  return (
    <p className="article-updated">
      <Icon name="clock" size={16} />
      <span>
        {summary ? (
          // A change of the publication day itself says what the new article is (« Publié le … : »).
          <Message
            id={changed ? "app.notice.updatedWithSummary" : "app.notice.publishedWithSummary"}
            values={{
              date: <time dateTime={date}>{formatted}</time>,
              summary: (
                <span {...FRENCH_CONTENT} className="article-updated__summary">
                  {summary}
                </span>
              ),
            }}
          />
        ) : (
          <Message
            id={changed ? "app.notice.updated" : "app.notice.published"}
            values={{ date: <time dateTime={date}>{formatted}</time> }}
          />
        )}
      </span>
      <LocalizedLink to={`${NOTICE_CHANGES}?category=${encodeURIComponent(category)}`}>
        {t("app.title.noticeChanges")}
      </LocalizedLink>
    </p>
  );
}
