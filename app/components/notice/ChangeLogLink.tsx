import { Icon } from "~/components/Icon";
import { LocalizedLink } from "~/i18n/LocalizedLink";
import { useT } from "~/i18n/useT";
import { NOTICE_CHANGES } from "~/notice/model";

/** The way from the rulebook's home to the list of rule changes. */
export function ChangeLogLink() {
  const t = useT();
  return (
    <p className="change-log-link">
      <LocalizedLink to={NOTICE_CHANGES}>
        <Icon name="scroll" size={18} />
        {t("app.title.noticeChanges")}
      </LocalizedLink>
    </p>
  );
}
