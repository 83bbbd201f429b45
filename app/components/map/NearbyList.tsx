import type { MouseEvent } from "react";
import { Link } from "react-router";
import type { MapCategory, Poi } from "~/map";
import { useLocale } from "~/i18n/LocaleProvider";
import { useLocalizedPath } from "~/i18n/useLocalizedPath";
import { useT } from "~/i18n/useT";
import { formatDistance } from "~/map/format-distance";
import type { Spot } from "~/map/game-position";
import { mapPath } from "~/map/map-url";
import { nearestByCategory } from "~/map/nearest";
import { placeKindText } from "./map-labels";
import { useMapData } from "./MapDataContext";

interface Props {
  from: Spot;
  /** The place the card is about, left out of its own category's nearest. */
  except?: Poi;
  onChoose: (poi: Poi, category: MapCategory) => void;
}

/** A plain click is the page's to handle; a click meant for a new tab or window is the browser's. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * The nearest place of each category to a spot, with its distance in metres, each a link to that
 * place on the map (chosen in the page when clicked, opened as a page otherwise).
 */
export function NearbyList({ from, except, onChoose }: Props) {
  const t = useT();
  const { locale } = useLocale();
  const localize = useLocalizedPath();
  const { categories, kinds } = useMapData();
  // Nearest first: the list answers « what is close », one place per category.
  const nearest = [...nearestByCategory(from, categories, except)].sort((a, b) => a.metres - b.metres);
  if (nearest.length === 0) return null;
  return (
    <section className="map-nearby">
      <h3 className="map-nearby__title">{t("app.board.nearest.title")}</h3>
      <ul className="map-nearby__list">
        {nearest.map(({ category, poi, metres }) => (
          <li key={category.id} className="map-nearby__item">
            <span className={`poi-marker poi-marker--${poi.icon}`} aria-hidden="true" />
            <span className="map-nearby__text">
              <Link
                to={localize(mapPath({ category, selected: poi }))}
                className="map-nearby__name"
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  onChoose(poi, category);
                }}
              >
                <span lang="fr">{poi.name}</span>
              </Link>
              <span className="map-nearby__meta">
                {placeKindText(t, poi, category, kinds)} ·{" "}
                {t("app.board.nearest.distance", { distance: formatDistance(metres, locale) })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
