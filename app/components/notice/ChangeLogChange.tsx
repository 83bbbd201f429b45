import { FRENCH_CONTENT } from "~/i18n/french-content";
import { LocalizedLink } from "~/i18n/LocalizedLink";
import { useT } from "~/i18n/useT";
import type { ChangeEntry } from "~/notice/change-log";
import { ChangeLogArticleLink } from "./ChangeLogArticleLink";

/** A recorded change: its article, what changed (French, as staff wrote it) and a link to the section. */
export function ChangeLogChange({ entry }: { entry: ChangeEntry }) {
  const t = useT();
  return (
    <>
      <p className="change-log__where" {...FRENCH_CONTENT}>
        <ChangeLogArticleLink article={entry.article} />
      </p>
      <p className="change-log__summary" {...FRENCH_CONTENT}>
        {entry.summary}
      </p>
      {entry.anchor ? (
        <LocalizedLink className="change-log__section" to={entry.href}>
          {t("app.notice.changes.section")}
        </LocalizedLink>
      ) : null}
    </>
  );
}
