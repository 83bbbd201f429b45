import { useT } from "~/i18n/useT";
import type { PoiIcon } from "~/data/map";
import { POI_ICON_LABELS } from "./poi-icons";

/** What each marker means, for the icons of the current category. */
export function MapLegend({ icons }: { icons: readonly PoiIcon[] }) {
  const t = useT();
  return (
    <section className="map-legend" aria-labelledby="map-legend-title">
      <h2 id="map-legend-title" className="map-legend__title">
        {t("app.board.legend.title")}
      </h2>
      <ul>
        {icons.map((icon) => (
          <li key={icon}>
            <span className={`poi-marker poi-marker--${icon} map-legend__swatch`} aria-hidden="true" />
            {t(POI_ICON_LABELS[icon])}
          </li>
        ))}
      </ul>
    </section>
  );
}
