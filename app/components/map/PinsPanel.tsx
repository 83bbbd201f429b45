import { useId, useState, type RefObject } from "react";
import { Icon } from "~/components/Icon";
import { useLocalizedPath } from "~/i18n/useLocalizedPath";
import { useT } from "~/i18n/useT";
import { MAX_PINS, MAX_SHARED_PINS, PINS_PARAM, type Pin } from "~/map/pins";
import { absoluteUrl } from "~/lib/meta";
import { CopyStatus } from "./CopyStatus";
import { PinLabel } from "./PinLabel";
import { useCopy } from "./useCopy";

interface Props {
  pins: readonly Pin[];
  /** False when the browser keeps nothing (storage turned off). */
  persisted: boolean;
  /** The pin whose card is open: its own id, or a shared pin's place in the link. */
  active: string | number | undefined;
  onShow: (pin: Pin) => void;
  onAddAtCentre: () => void;
  /** Puts back the pin just deleted; undefined when there is none. */
  onUndoDelete: (() => void) | undefined;
  /** What was last done to the list (shared pins kept), said once. */
  status: string | undefined;
  /** The section's title, where the focus goes when a pin's card closes. */
  titleRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The player's pins, kept in this browser only: how to put one (a long press or a right click on
 * the map, or at the map's centre for the keyboard), the list (each opens its card), a link that
 * shares them all. The pins a shared link brings are offered at the top of the page (SharedPinsOffer).
 */
export function PinsPanel({
  pins,
  persisted,
  active,
  status,
  titleRef,
  onShow,
  onAddAtCentre,
  onUndoDelete,
}: Props) {
  const t = useT();
  const localize = useLocalizedPath();
  const titleId = useId();
  const { stateOf, text, copy } = useCopy("pins");
  // The pins these were, when they did not fit in one link, and why: too many, or notes too long.
  const [tooBig, setTooBig] = useState<{ pins: readonly Pin[]; reason: "tooMany" | "tooLong" }>();
  const share = () =>
    // The link's format is loaded when a player first shares.
    void import("~/map/pin-link").then(({ sharePinsValue }) => {
      const value = sharePinsValue(pins);
      if (!value.ok) return setTooBig({ pins, reason: value.reason });
      setTooBig(undefined);
      copy("link", absoluteUrl(localize(`/board?${PINS_PARAM}=${value.value}`)));
    });

  return (
    <section className="map-pins" aria-labelledby={titleId}>
      <h2 id={titleId} ref={titleRef} className="map-pins__title" tabIndex={-1}>
        {t("app.board.pins.title")}
        <span className="map-categories__count">{pins.length}</span>
      </h2>
      {status ? (
        <p className="map-pins__status" role="status">
          {status}
          {onUndoDelete ? (
            <>
              {" "}
              <button type="button" className="button map-pins__undo" onClick={onUndoDelete}>
                {t("app.board.pin.undo")}
              </button>
            </>
          ) : null}
        </p>
      ) : null}
      <p className="map-pins__hint">
        <span className="pointer-words">{t("app.board.spot.hintPointer")}</span>
        <span className="touch-words">{t("app.board.spot.hintTouch")}</span>{" "}
        <span className="keyboard-hint">{t("app.board.spot.hintKeyboard")}</span>
      </p>
      {pins.length > 0 ? (
        <ul className="map-pins__list map-pins__list--own">
          {pins.map((pin) => (
            <li key={pin.id}>
              <button
                type="button"
                className="map-pins__item"
                data-pin-id={pin.id}
                aria-current={active === pin.id ? "true" : undefined}
                onClick={() => onShow(pin)}
              >
                <PinLabel pin={pin} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="map-pins__actions">
        {pins.length < MAX_PINS ? (
          <button type="button" className="button" onClick={onAddAtCentre}>
            <Icon name="crosshair" size={16} />
            {t("app.board.pins.addCentre")}
          </button>
        ) : null}
        {pins.length > 0 ? (
          <button type="button" className="button" onClick={share}>
            <Icon name={stateOf("link") === "copied" ? "check" : "link"} size={16} />
            {t("app.board.pins.share")}
          </button>
        ) : null}
      </div>
      {tooBig?.pins === pins ? (
        <p className="map-pins__note-line">
          {tooBig.reason === "tooMany"
            ? t("app.board.pins.shareTooMany", { max: MAX_SHARED_PINS })
            : t("app.board.pins.shareTooLong")}
        </p>
      ) : null}
      {pins.length >= MAX_PINS ? (
        <p className="map-pins__note-line">{t("app.board.pins.full", { max: MAX_PINS })}</p>
      ) : null}
      <CopyStatus
        state={stateOf("link")}
        copied="app.board.pins.shareCopied"
        failed="app.map.card.copyFailed"
        text={text}
        label="app.board.pins.shareLink"
      />
      <p className="map-pins__note-line">
        {t(persisted ? "app.board.pins.private" : "app.board.pins.storageOff")}
      </p>
    </section>
  );
}
