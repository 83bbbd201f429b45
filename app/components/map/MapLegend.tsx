import { useT } from "~/i18n/useT";
import type { MessageKey } from "~/i18n/messages";
import { KIND_LABELS, type MapCategory, type PoiIcon } from "~/map";
import { POI_ICON_LABELS } from "./map-labels";
import { useMapData } from "./MapDataContext";

interface Props {
  /** The category shown: its markers, and the kinds of places that name theirs (« Service public »). */
  category: MapCategory;
  /** The place the chosen one was picked from, when it is drawn (OriginMarker). */
  origin?: { icon: PoiIcon; name: string };
  /** Whether pins are on the map (the player's or a shared link's). */
  pins: boolean;
  /** Whether a chosen spot is on the map. */
  spot: boolean;
}

/**
 * What each mark on the map means: the current category's markers, a cluster (tapped or clicked,
 * as the reader's screen is worked), the chosen place, and pins and the chosen spot when shown.
 */
export function MapLegend({ category, origin, pins, spot }: Props) {
  const t = useT();
  const { kinds } = useMapData();
  const { icons } = category;
  // A marker's own name, then the names kinds give some of its places: the prefecture has the
  // enterprises' marker, and its card and search result call it a public service.
  const names = new Map<PoiIcon, MessageKey[]>(icons.map((icon) => [icon, [POI_ICON_LABELS[icon]]]));
  for (const kind of kinds) {
    if (!kind.label || kind.category !== category.id) continue;
    const icon = category.points.find((poi) => kind.points?.includes(poi.id))?.icon;
    const list = icon ? names.get(icon) : undefined;
    if (list && !list.includes(KIND_LABELS[kind.label])) list.push(KIND_LABELS[kind.label]);
  }
  return (
    <section className="map-legend" aria-labelledby="map-legend-title">
      <h2 id="map-legend-title" className="map-legend__title">
        {t("app.map.legend.title")}
      </h2>
      <ul>
        {icons.map((icon) => (
          <li key={icon}>
            <span className={`poi-marker poi-marker--${icon}`} aria-hidden="true" />
            {names
              .get(icon)!
              .map((key) => t(key))
              .join(" · ")}
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
        {origin ? (
          <li>
            <span className={`poi-marker poi-marker--${origin.icon} poi-marker--origin`} aria-hidden="true" />
            {t("app.board.legend.origin", { name: origin.name })}
          </li>
        ) : null}
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
