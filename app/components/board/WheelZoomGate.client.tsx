import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useMap } from "react-leaflet";

const HINT_MS = 1600;

/**
 * The mouse wheel over the map scrolls the page, as it does everywhere else; Ctrl (⌘ on a Mac)
 * with the wheel, or a trackpad pinch, zooms. A plain wheel shows a short hint saying so.
 * Touch pinch-zoom is Leaflet's own and is left alone.
 */
export function WheelZoomGate({ hint }: { hint: string }) {
  const map = useMap();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const container = map.getContainer();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || event.metaKey) return;
      // Caught on the way down, before Leaflet's handler (which would zoom and stop the page's
      // scroll); the default action, scrolling the page, is kept.
      event.stopImmediatePropagation();
      setVisible(true);
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(false), HINT_MS);
    };
    container.addEventListener("wheel", onWheel, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      container.removeEventListener("wheel", onWheel, { capture: true });
    };
  }, [map]);

  // A visual hint for a mouse gesture: screen readers have the zoom buttons and the keyboard.
  return createPortal(
    <div className={visible ? "map-hint map-hint--visible" : "map-hint"} aria-hidden="true">
      {hint}
    </div>,
    map.getContainer(),
  );
}
