import { useT } from "~/i18n/useT";
import type { PoiIcon } from "~/map";
import { POI_ICON_LABELS } from "./map-labels";

interface Props {
  icons: readonly PoiIcon[];
  /** Whether pins are on the map (the player's or a shared link's). */
  pins: boolean;
  /** Whether a chosen spot is on the map. */
  spot: boolean;
}

/**
 * What each mark on the map means: the current category's markers, a cluster (tapped or clicked,
 * as the reader's screen is worked), the chosen place, and pins and the chosen spot when shown.
 */
export function MapLegend({ icons, pins, spot }: Props) {
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
          <span className="pointer-words">{t("app.map.legend.cluster")}</span>
          <span className="touch-words">{t("app.board.legend.clusterTouch")}</span>
        </li>
        <li>
          <span className={`poi-marker poi-marker--${icons[0]} poi-marker--selected`} aria-hidden="true" />
          {t("app.map.legend.selected")}
        </li>
        {pins ? (
          <li>
            <span className="pin-swatch pin-swatch--amber" aria-hidden="true" />
            {t("app.board.legend.pin")}
          </li>
        ) : null}
        {spot ? (
          <li>
            <span className="map-spot-mark" aria-hidden="true" />
            {t("app.board.legend.spot")}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
