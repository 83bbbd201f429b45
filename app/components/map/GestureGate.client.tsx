import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useMap } from "react-leaflet";
import { useLocale } from "~/i18n/LocaleProvider";
import { localeDirection } from "~/i18n/locales";

const HINT_MS = 1600;
/** A finger that moves less than this (px) is a tap, not a drag. */
const DRAG_PX = 10;

interface Props {
  /** What to say after a plain wheel turn over the map. */
  wheelHint: string;
  /** What to say after a one-finger drag over the map. */
  touchHint: string;
  /**
   * Whether the page scrolls over the map (the map in the page). Full screen, where there is no
   * page to scroll, gives the wheel and the finger back to the map.
   */
  cooperative: boolean;
}

/**
 * Over the map, the page scrolls as it does everywhere else, as embedded maps do: the mouse wheel
 * and one finger scroll the page; Ctrl (⌘ on a Mac) with the wheel, a trackpad pinch, or two
 * fingers move and zoom the map (Leaflet's pinch also follows the fingers' middle). A plain wheel
 * turn or a one-finger drag shows a short hint saying so. Taps still choose markers and clusters.
 */
export function GestureGate({ wheelHint, touchHint, cooperative }: Props) {
  const map = useMap();
  const { locale } = useLocale();
  // The text stays while the hint fades out.
  const [hint, setHint] = useState({ text: "", visible: false });

  useEffect(() => {
    if (!cooperative) return;
    const container = map.getContainer();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hide = () => {
      clearTimeout(timer);
      setHint((current) => (current.visible ? { ...current, visible: false } : current));
    };
    const show = (text: string) => {
      setHint({ text, visible: true });
      clearTimeout(timer);
      timer = setTimeout(hide, HINT_MS);
    };

    // Listeners are on the way down (capture), before Leaflet's own on the map, and passive: the
    // browser's default, scrolling the page, is kept.
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || event.metaKey) return;
      // Leaflet would zoom and stop the page's scroll.
      event.stopImmediatePropagation();
      show(wheelHint);
    };
    let start: { x: number; y: number } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      const [finger] = event.touches;
      if (event.touches.length !== 1 || !finger) {
        // A second finger: Leaflet's pinch takes the gesture.
        start = null;
        hide();
        return;
      }
      // One finger never reaches Leaflet's drag: the browser scrolls the page instead
      // (touch-action in map.css lets it).
      event.stopImmediatePropagation();
      start = { x: finger.clientX, y: finger.clientY };
    };
    const onTouchMove = (event: TouchEvent) => {
      const [finger] = event.touches;
      if (!start || event.touches.length !== 1 || !finger) return;
      if (Math.hypot(finger.clientX - start.x, finger.clientY - start.y) >= DRAG_PX) show(touchHint);
    };
    const options = { capture: true, passive: true } as const;
    container.addEventListener("wheel", onWheel, options);
    container.addEventListener("touchstart", onTouchStart, options);
    container.addEventListener("touchmove", onTouchMove, options);
    return () => {
      hide();
      container.removeEventListener("wheel", onWheel, options);
      container.removeEventListener("touchstart", onTouchStart, options);
      container.removeEventListener("touchmove", onTouchMove, options);
    };
  }, [map, wheelHint, touchHint, cooperative]);

  // A visual hint for a gesture: screen readers have the zoom buttons and the keyboard.
  return createPortal(
    // In the page's direction: the map itself is always drawn left to right.
    <div
      className={hint.visible ? "map-hint map-hint--visible" : "map-hint"}
      dir={localeDirection(locale)}
      aria-hidden="true"
    >
      {hint.text}
    </div>,
    map.getContainer(),
  );
}
