import { useT } from "~/i18n/useT";
import { filterChanges, type ChangeLogEntry } from "~/notice/change-log";

/**
 * Without scripts, the count of the category chosen in the filter: one count per category,
 * counted at build time and hidden; ChangeLogFilterStyle shows the chosen one in place of the
 * total, which it hides. With scripts the app counts the filtered list itself and these stay hidden.
 */
export function ChangeLogCategoryCounts({
  entries,
  categories,
}: {
  entries: readonly ChangeLogEntry[];
  categories: readonly string[];
}) {
  const t = useT();
  return (
    <>
      {categories.map((id) => (
        <p key={id} className="change-log__category-count" data-count-for={id} hidden>
          {t("app.notice.changes.count", { count: filterChanges(entries, id).length })}
        </p>
      ))}
    </>
  );
}
