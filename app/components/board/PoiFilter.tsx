import { useId } from "react";
import { Icon } from "~/components/Icon";
import { useT } from "~/i18n/useT";

export function PoiFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="poi-filter">
      <label htmlFor={id}>{t("app.board.filter.label")}</label>
      <div className="poi-filter__field">
        <Icon name="search" size={18} />
        <input
          id={id}
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={t("app.board.filter.placeholder")}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
