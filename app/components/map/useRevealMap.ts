import { useCallback, useEffect, useRef, type RefObject } from "react";
import { measuredHeaderHeight, prefersReducedMotion } from "~/lib/hash-scroll";

const GAP_PX = 10;

/** What a choice brings into view: the map and the card (a choice from the list or the search), or the card alone (a choice on the map). */
export type Reveal = "map-and-card" | "card";

/**
 * After a place (or a pin) is chosen from the list or the search, brings the map and its card
 * (over the map, or under it on a phone) into view when they are not. When both cannot show at
 * once, the card shows whole, with as much of the map above it as fits. A choice made on the map
 * itself moves the page only when the card, under the map on a phone, would open out of sight:
 * just enough to show it (a tap that seems to do nothing is worse than a small scroll).
 * `request(reveal)` is called just before such a choice.
 */
export function useRevealMap(
  map: RefObject<HTMLElement | null>,
  card: RefObject<HTMLElement | null>,
  /** What the open card shows (a place, a spot, a pin), or undefined when none is open. */
  shown: string | undefined,
) {
  const requested = useRef<Reveal | null>(null);

  useEffect(() => {
    const reveal = requested.current;
    if (!reveal) return;
    requested.current = null;
    const mapBox = map.current?.getBoundingClientRect();
    if (shown === undefined || !mapBox) return;
    const cardBox = card.current?.getBoundingClientRect();
    const behavior = prefersReducedMotion(window) ? "instant" : "smooth";
    if (reveal === "card") {
      if (!cardBox || cardBox.bottom <= window.innerHeight) return;
      // The card's bottom to the window's, never its top under the header.
      const header = measuredHeaderHeight(document);
      const shift = Math.min(cardBox.bottom - window.innerHeight + GAP_PX, cardBox.top - header - GAP_PX);
      window.scrollTo({ top: Math.max(0, window.scrollY + shift), behavior });
      return;
    }
    const top = Math.min(mapBox.top, cardBox?.top ?? mapBox.top);
    const bottom = Math.max(mapBox.bottom, cardBox?.bottom ?? mapBox.bottom);
    const header = measuredHeaderHeight(document);
    if (top >= header && bottom <= window.innerHeight) return;
    const fits = bottom - top <= window.innerHeight - header - 2 * GAP_PX;
    // A card taller than the screen shows from its top (its name and actions), never cut above.
    const shift = fits
      ? top - header - GAP_PX
      : Math.min(bottom - window.innerHeight + GAP_PX, (cardBox?.top ?? bottom) - header - GAP_PX);
    window.scrollTo({
      top: Math.max(0, window.scrollY + shift),
      behavior,
    });
  }, [map, card, shown]);

  return useCallback((reveal: Reveal = "map-and-card") => {
    requested.current = reveal;
  }, []);
}
