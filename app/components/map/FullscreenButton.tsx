import { Icon } from "~/components/Icon";
import { useT } from "~/i18n/useT";

/** Shows the map full screen and back; its name says what a press will do. */
export function FullscreenButton({ active, onToggle }: { active: boolean; onToggle: () => void }) {
  const t = useT();
  const label = t(active ? "app.map.fullscreen.exit" : "app.map.fullscreen.enter");
  return (
    <button type="button" className="map-fullscreen" onClick={onToggle} aria-label={label} title={label}>
      <Icon name={active ? "minimize" : "maximize"} size={18} />
    </button>
  );
}
