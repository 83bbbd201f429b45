import { useId } from "react";
import { useT } from "~/i18n/useT";
import type { NoticeTypeId } from "~/notice/schema";
import { NOTICE_TYPE_LABELS } from "~/notice/type-labels";

export interface FilterCategory {
  type: NoticeTypeId;
  id: string;
  title: string;
}

interface Props {
  categories: readonly FilterCategory[];
  value: string | null;
  onChange: (category: string | null) => void;
}

/** The change log's category filter: a native select (keyboard and screen readers know it), by notice type. */
export function ChangeLogFilter({ categories, value, onChange }: Props) {
  const t = useT();
  const id = useId();
  const types = [...new Set(categories.map((category) => category.type))];
  return (
    <div className="change-log-filter">
      <label htmlFor={id}>{t("app.notice.changes.filter")}</label>
      <select id={id} value={value ?? ""} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{t("app.notice.changes.all")}</option>
        {types.map((type) => (
          <optgroup key={type} label={t(NOTICE_TYPE_LABELS[type].titleKey)}>
            {categories
              .filter((category) => category.type === type)
              .map((category) => (
                <option key={category.id} value={category.id} lang="fr">
                  {category.title}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
