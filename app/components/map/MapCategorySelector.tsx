import type { MapCategoryId } from "~/map";
import { useT } from "~/i18n/useT";
import { CATEGORY_LABELS } from "./map-labels";
import { useMapData } from "./MapDataContext";

/** The category choice: a radio group, so arrow keys move between categories. */
export function MapCategorySelector({
  value,
  onChange,
}: {
  value: MapCategoryId;
  onChange: (id: MapCategoryId) => void;
}) {
  const t = useT();
  const { categories } = useMapData();
  return (
    <fieldset className="map-categories">
      <legend className="map-categories__legend">{t("app.map.category.label")}</legend>
      {categories.map((category) => (
        <label key={category.id} className="map-categories__option">
          <input
            type="radio"
            name="map-category"
            value={category.id}
            checked={category.id === value}
            onChange={() => onChange(category.id)}
          />
          <span>{t(CATEGORY_LABELS[category.id])}</span>
          <span className="map-categories__count">{category.points.length}</span>
        </label>
      ))}
    </fieldset>
  );
}
