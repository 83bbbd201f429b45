import { useCallback, useEffect, useRef, type RefObject } from "react";
import { measuredHeaderHeight, prefersReducedMotion } from "~/lib/hash-scroll";

const GAP_PX = 10;

/**
 * After a place is chosen from the list or the search, brings the map (and the card under it on a
 * phone) into view when it is off screen; a choice made on the map itself does not move the page.
 * `request()` is called just before such a choice.
 */
export function useRevealMap(area: RefObject<HTMLElement | null>, selectedId: number | undefined) {
  const requested = useRef(false);

  useEffect(() => {
    if (!requested.current) return;
    requested.current = false;
    const element = area.current;
    if (selectedId === undefined || !element) return;
    const header = measuredHeaderHeight(document);
    const box = element.getBoundingClientRect();
    if (box.top >= header && box.bottom <= window.innerHeight) return;
    window.scrollTo({
      top: Math.max(0, window.scrollY + box.top - header - GAP_PX),
      behavior: prefersReducedMotion(window) ? "instant" : "smooth",
    });
  }, [area, selectedId]);

  return useCallback(() => {
    requested.current = true;
  }, []);
}
