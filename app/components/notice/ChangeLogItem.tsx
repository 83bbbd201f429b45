import { useFormat } from "~/i18n/useFormat";
import type { ChangeLogEntry } from "~/notice/change-log";
import { ChangeLogChange } from "./ChangeLogChange";
import { ChangeLogPublication } from "./ChangeLogPublication";

/**
 * One entry of the change log: its day, then a change or a publication. Its categories let the
 * filter (and the early filter, before the app runs) show or hide it; its id is the feed's.
 */
export function ChangeLogItem({ entry }: { entry: ChangeLogEntry }) {
  const { formatDate } = useFormat();
  const day = formatDate(new Date(`${entry.date}T00:00:00Z`), {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
  return (
    <li
      className={`change-log__item change-log__item--${entry.kind}`}
      data-category={entry.categories.join(" ")}
      data-entry={entry.id}
    >
      <time className="change-log__date" dateTime={entry.date}>
        {day}
      </time>
      <div className="change-log__body">
        {entry.kind === "change" ? <ChangeLogChange entry={entry} /> : <ChangeLogPublication entry={entry} />}
      </div>
    </li>
  );
}
