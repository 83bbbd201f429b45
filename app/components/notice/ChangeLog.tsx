import { useFormat } from "~/i18n/useFormat";
import { useT } from "~/i18n/useT";
import { groupByMonth, type ChangeLogEntry } from "~/notice/change-log";
import { ChangeLogItem } from "./ChangeLogItem";

/** The changes, newest first, under one heading per month (month names in the reader's language). */
export function ChangeLog({ entries }: { entries: readonly ChangeLogEntry[] }) {
  const t = useT();
  const { formatDate } = useFormat();
  return (
    <div className="change-log">
      <p className="change-log__count" role="status">
        {t("app.notice.changes.count", { count: entries.length })}
      </p>
      {groupByMonth(entries).map(({ month, entries: monthEntries }) => (
        <section key={month} className="change-log__month" aria-labelledby={`month-${month}`}>
          <h2 id={`month-${month}`} className="change-log__month-title">
            {formatDate(new Date(`${month}-01T00:00:00Z`), {
              month: "long",
              year: "numeric",
              timeZone: "UTC",
            })}
          </h2>
          <ol className="change-log__list">
            {monthEntries.map((entry) => (
              <ChangeLogItem key={entry.id} entry={entry} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
