import { useEffect, useRef } from "react";
import { useMap } from "react-leaflet";
import type { Spot } from "~/map/game-position";

/** How long a finger stays down, still, to mean "this spot" (Android's and iOS's own long press). */
const LONG_PRESS_MS = 500;
/** A finger that moves more than this (px) scrolls or drags: no long press. */
const STILL_PX = 10;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * "This spot" on the map: a long press of a finger (or a pen), a right click, or Enter on the focused
 * map (its centre). The spot under it
 * (game units) goes to `onSpot`; the browser's own menu, text selection and callout do not show,
 * and the tap that ends a long press chooses nothing. Listened to on the map's element in the
 * capture phase, so the page's one-finger scrolling (GestureGate) does not hide it.
 */
/**
 * How a spot was chosen: a long press or a right click copies its position at once, as the game
 * maps players know do; Enter opens its card without touching the clipboard (the card's button copies).
 */
export interface SpotChoice {
  copy: boolean;
}

export function MapPointer({ onSpot }: { onSpot: (spot: Spot, how: SpotChoice) => void }) {
  const map = useMap();
  const latest = useRef(onSpot);
  useEffect(() => {
    latest.current = onSpot;
  });

  useEffect(() => {
    const container = map.getContainer();
    let press: { id: number; x: number; y: number; timer: ReturnType<typeof setTimeout> } | undefined;
    let pressedAt = -Infinity;
    /** The finger of a long press that is still down: the click its lifting makes is swallowed. */
    let heldId: number | undefined;
    const spotAt = (clientX: number, clientY: number): Spot => {
      const box = container.getBoundingClientRect();
      const latLng = map.containerPointToLatLng([clientX - box.left, clientY - box.top]);
      return { x: round(latLng.lng), y: round(latLng.lat) };
    };
    const cancel = () => {
      if (press) clearTimeout(press.timer);
      press = undefined;
    };
    const onDown = (event: PointerEvent) => {
      if (event.pointerType === "mouse") return;
      // A second finger is a pinch.
      if (press || !event.isPrimary) return cancel();
      const { clientX, clientY, pointerId } = event;
      press = {
        id: pointerId,
        x: clientX,
        y: clientY,
        timer: setTimeout(() => {
          press = undefined;
          heldId = pointerId;
          pressedAt = performance.now();
          latest.current(spotAt(clientX, clientY), { copy: true });
        }, LONG_PRESS_MS),
      };
    };
    const onMove = (event: PointerEvent) => {
      if (
        press?.id === event.pointerId &&
        Math.hypot(event.clientX - press.x, event.clientY - press.y) > STILL_PX
      )
        cancel();
    };
    const onContextMenu = (event: MouseEvent) => {
      event.preventDefault();
      // After a long press the browser may open its menu too: the spot is already chosen.
      if (performance.now() - pressedAt < 1000) return;
      cancel();
      latest.current(spotAt(event.clientX, event.clientY), { copy: true });
    };
    /** When the finger of the last long press was lifted (it may stay down a while after). */
    let liftedAt = -Infinity;
    const onUp = (event: PointerEvent) => {
      if (event.pointerId === heldId) {
        heldId = undefined;
        liftedAt = performance.now();
      }
    };
    const onClick = (event: MouseEvent) => {
      // The finger lifted after a long press: not a tap on what is under it. Listened to on the
      // whole document: the card the press opened may have scrolled the page, and what is under
      // the finger then is no longer the map but one of the card's buttons.
      if (heldId !== undefined || performance.now() - liftedAt < 600) {
        event.preventDefault();
        event.stopPropagation();
        heldId = undefined;
        liftedAt = -Infinity;
      }
    };
    // The keyboard's way: arrows pan the map (Leaflet's), Enter on the map itself chooses the spot
    // at its centre, where the focused map draws a cross (map.css).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || event.target !== container || event.repeat) return;
      event.preventDefault();
      const centre = map.getCenter();
      latest.current({ x: round(centre.lng), y: round(centre.lat) }, { copy: false });
    };
    const capture = { capture: true } as const;
    container.addEventListener("keydown", onKeyDown);
    container.addEventListener("pointerdown", onDown, capture);
    container.addEventListener("pointermove", onMove, capture);
    container.addEventListener("pointerup", cancel, capture);
    container.addEventListener("pointercancel", cancel, capture);
    container.addEventListener("contextmenu", onContextMenu, capture);
    document.addEventListener("pointerup", onUp, capture);
    document.addEventListener("pointercancel", onUp, capture);
    document.addEventListener("click", onClick, capture);
    return () => {
      cancel();
      container.removeEventListener("keydown", onKeyDown);
      container.removeEventListener("pointerdown", onDown, capture);
      container.removeEventListener("pointermove", onMove, capture);
      container.removeEventListener("pointerup", cancel, capture);
      container.removeEventListener("pointercancel", cancel, capture);
      container.removeEventListener("contextmenu", onContextMenu, capture);
      document.removeEventListener("pointerup", onUp, capture);
      document.removeEventListener("pointercancel", onUp, capture);
      document.removeEventListener("click", onClick, capture);
    };
  }, [map]);

  return null;
}
