import { forwardRef, useId } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/Icon";
import { MASKED_NAME, type MapCategory, type Poi } from "~/map";
import { useLocale } from "~/i18n/LocaleProvider";
import { useLocalizedPath } from "~/i18n/useLocalizedPath";
import { useT } from "~/i18n/useT";
import { formatGamePosition, type Spot } from "~/map/game-position";
import { mapPath, placeAnchor } from "~/map/map-url";
import { placeLine } from "~/map/place-line";
import { placeOfPoint } from "~/map/place-of-point";
import { articleOf } from "~/map/poi-article";
import { parsePosition } from "~/map/projection";
import { absoluteUrl } from "~/lib/meta";
import { CopyStatus } from "./CopyStatus";
import { placeKindText } from "./map-labels";
import { NearbyList } from "./NearbyList";
import { useCopy } from "./useCopy";
import { useMapData } from "./MapDataContext";

interface Props {
  category: MapCategory;
  poi: Poi;
  onClose: () => void;
  /** Chooses another place (from the nearest ones). */
  onChoose: (poi: Poi, category: MapCategory) => void;
  /** Puts a pin of the player's own on this place. */
  onAddPin: (spot: Spot) => void;
}

/**
 * The chosen place: its name, kind and district, why an illegal spot's name is hidden, the
 * rulebook article on this kind of place, its position in the game and a link to copy, a pin to
 * put on it, the nearest place of each category and a button back to the overview.
 */
export const PoiCard = forwardRef<HTMLElement, Props>(function PoiCard(
  { category, poi, onClose, onChoose, onAddPin },
  ref,
) {
  const t = useT();
  const { locale } = useLocale();
  const localize = useLocalizedPath();
  const titleId = useId();
  const { stateOf, text, copy } = useCopy(`poi:${poi.id}`);
  const { places, kinds } = useMapData();
  const masked = poi.name === MASKED_NAME;
  const position = parsePosition(poi.position);
  const where = placeOfPoint(position.x, position.y, places);
  // The place's line is where a browser without JavaScript jumps to (the map needs a script).
  const url = `${absoluteUrl(localize(mapPath({ category, selected: poi })))}#${placeAnchor(poi.id)}`;
  const gamePosition = formatGamePosition(position);

  // "Près du port de pêche" in French: the place with its article (place-line.ts).
  const placeText = where ? placeLine(where, locale, t) : undefined;

  return (
    <section ref={ref} className="poi-card" aria-labelledby={titleId} tabIndex={-1} data-poi-id={poi.id}>
      <div className="poi-card__head">
        <span className={`poi-marker poi-marker--${poi.icon}`} aria-hidden="true" />
        <div className="poi-card__titles">
          <h2 id={titleId} className="poi-card__name">
            {masked ? (
              <>
                <span aria-hidden="true">{MASKED_NAME}</span>
                <span className="visually-hidden">{t("app.map.masked")}</span>
              </>
            ) : (
              <span lang="fr">{poi.name}</span>
            )}
          </h2>
          <p className="poi-card__category">{placeKindText(t, poi, category, kinds)}</p>
        </div>
        <button
          type="button"
          className="poi-card__close"
          onClick={onClose}
          aria-label={t("app.map.card.close")}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      {placeText ? (
        <p className="poi-card__place">
          <Icon name="map-pinned" size={16} />
          {/* Place names are French; a "near …" sentence is in the page's language. */}
          <span lang={where?.near ? undefined : "fr"}>{placeText}</span>
        </p>
      ) : null}
      {masked ? <p className="poi-card__masked">{t("app.map.card.masked")}</p> : null}
      <p className="poi-card__position">
        <span className="visually-hidden">{t("app.board.position.label")} </span>
        <code dir="ltr">{gamePosition}</code>
      </p>
      <div className="poi-card__actions">
        <Link className="poi-card__rules" to={localize(articleOf(poi, category, kinds))}>
          <Icon name="book" size={16} />
          {t("app.map.card.rules")}
        </Link>
        <button type="button" className="button poi-card__copy" onClick={() => copy("link", url)}>
          <Icon name={stateOf("link") === "copied" ? "check" : "link"} size={16} />
          {t("app.map.card.copy")}
        </button>
        <button
          type="button"
          className="button poi-card__copy"
          onClick={() => copy("position", gamePosition)}
        >
          <Icon name={stateOf("position") === "copied" ? "check" : "copy"} size={16} />
          {t("app.board.position.copy")}
        </button>
        <button type="button" className="button poi-card__copy" onClick={() => onAddPin(position)}>
          <Icon name="map-pin-plus" size={16} />
          {t("app.board.pins.add")}
        </button>
      </div>
      {stateOf("link") !== "idle" ? (
        <CopyStatus
          state={stateOf("link")}
          copied="app.map.card.copied"
          failed="app.map.card.copyFailed"
          text={text}
          label="app.map.card.link"
        />
      ) : (
        <CopyStatus
          state={stateOf("position")}
          copied="app.board.position.copied"
          failed="app.board.position.copyFailed"
          text={text}
          label="app.board.position.label"
        />
      )}
      <NearbyList from={position} except={poi} onChoose={onChoose} />
    </section>
  );
});
