import { useT } from "~/i18n/useT";
import type { PoiIcon } from "~/data/map";
import { POI_ICON_LABELS } from "./map-labels";

/** What each mark on the map means: the current category's markers, a cluster, the chosen place. */
export function MapLegend({ icons }: { icons: readonly PoiIcon[] }) {
  const t = useT();
  return (
    <section className="map-legend" aria-labelledby="map-legend-title">
      <h2 id="map-legend-title" className="map-legend__title">
        {t("app.map.legend.title")}
      </h2>
      <ul>
        {icons.map((icon) => (
          <li key={icon}>
            <span className={`poi-marker poi-marker--${icon}`} aria-hidden="true" />
            {t(POI_ICON_LABELS[icon])}
          </li>
        ))}
        <li>
          <span className="poi-cluster poi-cluster--legend" aria-hidden="true">
            <span>12</span>
          </span>
          {t("app.map.legend.cluster")}
        </li>
        <li>
          <span className={`poi-marker poi-marker--${icons[0]} poi-marker--selected`} aria-hidden="true" />
          {t("app.map.legend.selected")}
        </li>
      </ul>
    </section>
  );
}
