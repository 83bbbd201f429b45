import { forwardRef, useEffect, useId } from "react";
import { Icon } from "~/components/Icon";
import type { MapCategory, Poi } from "~/map";
import { useLocale } from "~/i18n/LocaleProvider";
import { useLocalizedPath } from "~/i18n/useLocalizedPath";
import { useT } from "~/i18n/useT";
import { atParam, formatGamePosition, type Spot } from "~/map/game-position";
import { placeLine } from "~/map/place-line";
import { placeOfPoint } from "~/map/place-of-point";
import { absoluteUrl } from "~/lib/meta";
import { CopyStatus } from "./CopyStatus";
import { NearbyList } from "./NearbyList";
import { useCopy } from "./useCopy";
import { useGroundHeight } from "./useGroundHeight";
import { useMapData } from "./MapDataContext";

interface Props {
  spot: Spot;
  /**
   * Set when the spot was just chosen on the map (a long press, a right click): its position is
   * copied at once, as game maps do. Each new value copies again.
   */
  copyOnOpen: number | undefined;
  onClose: () => void;
  onChoose: (poi: Poi, category: MapCategory) => void;
  onAddPin: (spot: Spot) => void;
}

/**
 * A spot of the island that is no place of the map: shared as a link (`/board?at=x,y,z`) or chosen
 * on the map. Its position in the game (the ground's height worked out from the island's model),
 * where it is, a link and the position to copy, a pin to put there and the nearest places.
 */
export const SpotCard = forwardRef<HTMLElement, Props>(function SpotCard(
  { spot, copyOnOpen, onClose, onChoose, onAddPin },
  ref,
) {
  const t = useT();
  const { locale } = useLocale();
  const localize = useLocalizedPath();
  const titleId = useId();
  const { full, promise } = useGroundHeight(spot);
  const { stateOf, text, copy } = useCopy(`at:${atParam(spot)}:${copyOnOpen ?? ""}`);
  const { places } = useMapData();
  const where = placeOfPoint(spot.x, spot.y, places);
  const placeText = where ? placeLine(where, locale, t) : undefined;
  const position = () => promise().then(formatGamePosition);
  const url = () => promise().then((withHeight) => absoluteUrl(localize(`/board?at=${atParam(withHeight)}`)));

  useEffect(() => {
    if (copyOnOpen !== undefined) copy("position", position());
    // Once per gesture on the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [copyOnOpen]);

  return (
    <section ref={ref} className="poi-card" aria-labelledby={titleId} tabIndex={-1} data-spot={atParam(spot)}>
      <div className="poi-card__head">
        <span className="map-spot-mark" aria-hidden="true" />
        <div className="poi-card__titles">
          <h2 id={titleId} className="poi-card__name">
            {t("app.board.spot.title")}
          </h2>
          {placeText ? (
            <p className="poi-card__category">
              <span lang={where?.near ? undefined : "fr"}>{placeText}</span>
            </p>
          ) : null}
        </div>
        <button
          type="button"
          className="poi-card__close"
          onClick={onClose}
          aria-label={t("app.board.spot.close")}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      <p className="poi-card__position">
        <span className="visually-hidden">{t("app.board.position.label")} </span>
        <code dir="ltr">{full ? formatGamePosition(full) : `${formatGamePosition(spot)}, …`}</code>
      </p>
      <div className="poi-card__actions">
        {/* In the place card's order: the link, the position, a pin. */}
        <button type="button" className="button poi-card__copy" onClick={() => copy("link", url())}>
          <Icon name={stateOf("link") === "copied" ? "check" : "link"} size={16} />
          {t("app.map.card.copy")}
        </button>
        <button type="button" className="button poi-card__copy" onClick={() => copy("position", position())}>
          <Icon name={stateOf("position") === "copied" ? "check" : "copy"} size={16} />
          {t("app.board.position.copy")}
        </button>
        <button type="button" className="button poi-card__copy" onClick={() => onAddPin(spot)}>
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
      <NearbyList from={spot} onChoose={onChoose} />
    </section>
  );
});
