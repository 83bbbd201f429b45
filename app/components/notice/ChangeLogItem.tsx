import { Link } from "react-router";
import { useFormat } from "~/i18n/useFormat";
import { useLocalizedPath } from "~/i18n/useLocalizedPath";
import { useT } from "~/i18n/useT";
import type { ChangeLogEntry } from "~/notice/change-log";
import { FRENCH_CONTENT } from "~/notice/french-content";

/** One change: its day, the article it changed (and the section, when it names one), what changed. */
export function ChangeLogItem({ entry }: { entry: ChangeLogEntry }) {
  const t = useT();
  const { formatDate } = useFormat();
  const localize = useLocalizedPath();
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
          <Link to={localize(entry.path)}>{entry.articleTitle}</Link>
        </p>
        <p className="change-log__summary" {...FRENCH_CONTENT}>
          {entry.summary}
        </p>
        {entry.anchor ? (
          <Link className="change-log__section" to={localize(entry.href)}>
            {t("app.notice.changes.section")}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
