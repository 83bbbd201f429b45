import { useEffect, useLayoutEffect, type RefObject } from "react";
import { measuredHeaderHeight } from "~/lib/hash-scroll";

// The server render has no box to scroll.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Brings the menu's current link into the part of the menu's own scroll box that is on screen,
 * before paint. Only the box scrolls, never the page, and instantly: nothing glides under the
 * reader. A link already in view stays where it is, so a click in the menu does not move it.
 */
export function useCurrentLinkInView(box: RefObject<HTMLElement | null>, trigger: unknown) {
  useBrowserLayoutEffect(() => {
    const element = box.current;
    const link = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!element || !link || element.scrollHeight <= element.clientHeight) return;
    const frame = element.getBoundingClientRect();
    const top = Math.max(frame.top, measuredHeaderHeight(document));
    const bottom = Math.min(frame.bottom, window.innerHeight);
    const target = link.getBoundingClientRect();
    if (target.top >= top && target.bottom <= bottom) return;
    const centred = element.scrollTop + target.top - (top + bottom - target.height) / 2;
    element.scrollTo({ top: Math.max(0, centred), behavior: "instant" });
  }, [box, trigger]);
}
