import { Icon } from "~/components/Icon";
import { useT } from "~/i18n/useT";
import type { PinLinkReading } from "~/map/pin-link";
import { MAX_SHARED_PINS } from "~/map/pins";
import { PinLabel } from "./PinLabel";

interface Props {
  /** The pins a shared link brought (`?pins=…`), or why it was refused. */
  shared: PinLinkReading;
  /** A shared pin's place in the link, when its card is open. */
  active: string | number | undefined;
  onShow: (index: number) => void;
  onKeep: () => void;
  onDismiss: () => void;
}

/**
 * The pins a friend's link brought, each opening its card, to keep or dismiss; or why the link was
 * refused. At the top of the map page, where a player who opened the link sees it first, not below
 * the list of places.
 */
export function SharedPinsOffer({ shared, active, onShow, onKeep, onDismiss }: Props) {
  const t = useT();
  const title = shared.ok ? t("app.board.shared.title", { count: shared.pins.length }) : undefined;
  return (
    <div className="map-pins__shared" role="group" aria-label={title}>
      {shared.ok ? (
        <>
          <p className="map-pins__shared-title">{title}</p>
          <ul className="map-pins__list map-pins__list--shared">
            {shared.pins.map((pin, index) => (
              <li key={index}>
                <button
                  type="button"
                  className="map-pins__item map-pins__item--shared"
                  aria-current={active === index ? "true" : undefined}
                  onClick={() => onShow(index)}
                >
                  <PinLabel pin={pin} />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="map-refusal" role="alert">
          {t(shared.reason === "broken" ? "app.board.shared.broken" : "app.board.shared.tooBig", {
            max: MAX_SHARED_PINS,
          })}
        </p>
      )}
      <div className="map-pins__actions">
        {shared.ok ? (
          <button type="button" className="button button--primary" onClick={onKeep}>
            <Icon name="check" size={16} />
            {t("app.board.shared.keep")}
          </button>
        ) : null}
        <button type="button" className="button" onClick={onDismiss}>
          <Icon name="close" size={16} />
          {t("app.board.shared.dismiss")}
        </button>
      </div>
    </div>
  );
}
