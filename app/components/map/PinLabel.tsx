import { useT } from "~/i18n/useT";
import type { SharedPin } from "~/map/pin-link";

/** A pin's line in a list: its note's first line, or that it has none. */
export function PinLabel({ pin }: { pin: SharedPin }) {
  const t = useT();
  return (
    <>
      <span className={`pin-swatch pin-swatch--${pin.colour}`} aria-hidden="true" />
      <span className="map-pins__note">{pin.note.split("\n")[0] || t("app.board.pin.untitled")}</span>
    </>
  );
}
