import { useFormat } from "~/i18n/useFormat";
import { LocalizedLink } from "~/i18n/LocalizedLink";
import { useT } from "~/i18n/useT";
import type { ChangeLogEntry } from "~/notice/change-log";
import { FRENCH_CONTENT } from "~/i18n/french-content";

/** One change: its day, the article it changed (and the section, when it names one), what changed. */
export function ChangeLogItem({ entry }: { entry: ChangeLogEntry }) {
  const t = useT();
  const { formatDate } = useFormat();
  const day = formatDate(new Date(`${entry.date}T00:00:00Z`), {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
  return (
    <li className="change-log__item" data-category={entry.category}>
      <time className="change-log__date" dateTime={entry.date}>
        {day}
      </time>
      <div className="change-log__body">
        <p className="change-log__where" {...FRENCH_CONTENT}>
          <span className="change-log__category">{entry.categoryTitle}</span>
          {" › "}
          <LocalizedLink to={entry.path}>{entry.articleTitle}</LocalizedLink>
        </p>
        <p className="change-log__summary" {...FRENCH_CONTENT}>
          {entry.summary}
        </p>
        {entry.anchor ? (
          <LocalizedLink className="change-log__section" to={entry.href}>
            {t("app.notice.changes.section")}
          </LocalizedLink>
        ) : null}
      </div>
    </li>
  );
}
