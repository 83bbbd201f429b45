import { MASKED_NAME, type Poi } from "~/map";
import { useT } from "~/i18n/useT";
import { POI_ICON_LABELS } from "./map-labels";

/** Says which place was chosen, politely, to screen readers (the map itself is not read out). */
export function SelectionAnnouncement({ selected }: { selected: Poi | undefined }) {
  const t = useT();
  const text = selected
    ? t("app.map.selected", {
        name: t("app.map.option", {
          name: selected.name === MASKED_NAME ? t("app.map.masked") : selected.name,
          category: t(POI_ICON_LABELS[selected.icon]),
        }),
      })
    : "";
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {text}
    </p>
  );
}
