import { useCallback, useEffect, useRef, type RefObject } from "react";
import { measuredHeaderHeight, prefersReducedMotion } from "~/lib/hash-scroll";

const GAP_PX = 10;

/**
 * What a choice brings into view: the map and the card (a choice from the list or the search), the
 * card alone (a spot or a pin chosen on the map), or the card with the map's middle kept in sight
 * (a place's marker tapped: the map centres on it).
 */
export type Reveal = "map-and-card" | "card" | "place-card";

/**
 * After a place (or a pin) is chosen from the list or the search, brings the map and its card
 * (over the map, or under it on a phone) into view when they are not: the map whole, then as
 * much of the card as fits. A choice made on the map
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

  // A shared link opens the page at its top: at a desk, where the card is drawn over the map, the
  // map's top may be on screen and the card's actions below it; on a phone the card, under the
  // map, is wholly out of sight. The first card the address opens (not one the player chose, which
  // asks for its own reveal) brings the map and as much of it as fits into view, unless the page
  // was already scrolled (a return puts the reader back where they were).
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || shown === undefined) return;
    arrived.current = true;
    const element = card.current;
    if (requested.current || !element || window.scrollY !== 0) return;
    revealNow(map.current, element, "map-and-card");
  }, [map, card, shown]);

  useEffect(() => {
    const asked = requested.current;
    if (!asked) return;
    requested.current = null;
    if (shown === undefined) return;
    // A card whose module loads on first use (a spot's, a pin's) is not there yet: it is waited
    // for, a frame at a time, for up to about two seconds, so that a first long press on a phone
    // also brings its card (and its « copied ») into view.
    let frame = 0;
    let tries = 120;
    const attempt = () => {
      if (card.current || tries-- === 0) revealNow(map.current, card.current, asked);
      else frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [map, card, shown]);

  return useCallback((reveal: Reveal = "map-and-card") => {
    requested.current = reveal;
  }, []);
}

/** Scrolls the page to show the map and the card, or the card alone, as `useRevealMap` says. */
function revealNow(mapElement: HTMLElement | null, cardElement: HTMLElement | null, reveal: Reveal) {
  const mapBox = mapElement?.getBoundingClientRect();
  if (!mapBox) return;
  const cardBox = cardElement?.getBoundingClientRect();
  const behavior = prefersReducedMotion(window) ? "instant" : "smooth";
  if (reveal !== "map-and-card") {
    if (!cardBox || cardBox.bottom <= window.innerHeight) return;
    // The card's bottom to the window's, never its top under the header; for a place, never the
    // map's middle, where the map draws it, above the screen's top quarter: the tapped marker stays
    // in sight with the card's title under the map.
    const header = measuredHeaderHeight(document);
    const middle = (mapBox.top + mapBox.bottom) / 2;
    const keepMarker =
      reveal === "place-card" ? middle - header - (window.innerHeight - header) / 4 : Infinity;
    const shift = Math.min(
      cardBox.bottom - window.innerHeight + GAP_PX,
      cardBox.top - header - GAP_PX,
      keepMarker,
    );
    if (shift <= 0) return;
    window.scrollTo({ top: window.scrollY + shift, behavior });
    return;
  }
  const top = Math.min(mapBox.top, cardBox?.top ?? mapBox.top);
  const bottom = Math.max(mapBox.bottom, cardBox?.bottom ?? mapBox.bottom);
  const header = measuredHeaderHeight(document);
  if (top >= header && bottom <= window.innerHeight) return;
  // The map first, under the header, then as much of the card as fits: on a phone, where the card
  // is under the map and may be taller than the screen, the chosen marker stays in sight with the
  // card's name below it.
  const shift = top - header - GAP_PX;
  window.scrollTo({
    top: Math.max(0, window.scrollY + shift),
    behavior,
  });
}
