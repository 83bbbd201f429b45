import { Link } from "react-router";
import { Icon } from "~/components/Icon";
import { useLocalizedPath } from "~/i18n/useLocalizedPath";
import { useT } from "~/i18n/useT";
import { NOTICE_CHANGES } from "~/notice/model";

/** The way from the rulebook's home to the list of rule changes. */
export function ChangeLogLink() {
  const t = useT();
  const localize = useLocalizedPath();
  return (
    <p className="change-log-link">
      <Link to={localize(NOTICE_CHANGES)}>
        <Icon name="scroll" size={18} />
        {t("app.notice.changes.title")}
      </Link>
    </p>
  );
}
