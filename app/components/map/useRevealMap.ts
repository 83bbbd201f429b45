import { useCallback, useEffect, useRef, type RefObject } from "react";
import { measuredHeaderHeight, prefersReducedMotion } from "~/lib/hash-scroll";

const GAP_PX = 10;

/**
 * After a place is chosen from the list or the search, brings the map and the chosen place's card
 * (over the map, or under it on a phone) into view when they are not; a choice made on the map
 * itself does not move the page. When both cannot show at once, the card shows whole, with as much
 * of the map above it as fits. `request()` is called just before such a choice.
 */
export function useRevealMap(
  map: RefObject<HTMLElement | null>,
  card: RefObject<HTMLElement | null>,
  selectedId: number | undefined,
) {
  const requested = useRef(false);

  useEffect(() => {
    if (!requested.current) return;
    requested.current = false;
    const mapBox = map.current?.getBoundingClientRect();
    if (selectedId === undefined || !mapBox) return;
    const cardBox = card.current?.getBoundingClientRect();
    const top = Math.min(mapBox.top, cardBox?.top ?? mapBox.top);
    const bottom = Math.max(mapBox.bottom, cardBox?.bottom ?? mapBox.bottom);
    const header = measuredHeaderHeight(document);
    if (top >= header && bottom <= window.innerHeight) return;
    const fits = bottom - top <= window.innerHeight - header - 2 * GAP_PX;
    const shift = fits ? top - header - GAP_PX : bottom - window.innerHeight + GAP_PX;
    window.scrollTo({
      top: Math.max(0, window.scrollY + shift),
      behavior: prefersReducedMotion(window) ? "instant" : "smooth",
    });
  }, [map, card, selectedId]);

  return useCallback(() => {
    requested.current = true;
  }, []);
}
