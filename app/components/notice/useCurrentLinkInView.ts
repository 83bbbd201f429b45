import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { measuredHeaderHeight } from "~/lib/hash-scroll";

// The server render has no box to scroll.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

function inTopLayer(element: Element): boolean {
  try {
    return !!element.closest("[popover]")?.matches(":popover-open");
  } catch {
    // A browser without popovers.
    return false;
  }
}

/** Space kept above a category's heading brought to the top of the box, in px. */
const GAP = 8;

/**
 * Scrolls the menu's box so that its current link shows, choosing, in order: the box's start (the
 * first categories stay in view), the current category's heading at the top, the link in the
 * middle. Only the box scrolls, never the page, and instantly. With `keepIfVisible`, a link
 * already in view stays where it is (a click in the menu does not move it).
 */
export function placeCurrentLink(box: HTMLElement, keepIfVisible: boolean) {
  const link = box.querySelector<HTMLElement>('[aria-current="page"]');
  if (!link || box.scrollHeight <= box.clientHeight) return;
  const frame = box.getBoundingClientRect();
  // A box in the page may pass under the sticky header; one in the top layer (phones) does not.
  const covered = inTopLayer(box) ? 0 : measuredHeaderHeight(document);
  const viewTop = Math.max(frame.top, covered) - frame.top;
  const viewBottom = Math.min(frame.bottom, window.innerHeight) - frame.top;
  // Where an element sits in the box's content, and whether the link shows at a given scroll.
  const offset = (element: Element) => element.getBoundingClientRect().top - frame.top + box.scrollTop;
  const linkTop = offset(link);
  const linkBottom = linkTop + link.getBoundingClientRect().height;
  const shows = (top: number) => linkTop - top >= viewTop && linkBottom - top <= viewBottom;
  if (keepIfVisible && shows(box.scrollTop)) return;
  const heading = link.closest("details")?.querySelector("summary");
  const choices = [0, heading ? offset(heading) - viewTop - GAP : undefined];
  const top =
    choices.find((choice): choice is number => choice !== undefined && shows(choice)) ??
    linkTop - viewTop - (viewBottom - viewTop - (linkBottom - linkTop)) / 2;
  box.scrollTo({ top: Math.max(0, top), behavior: "instant" });
}

/**
 * Places the menu's current link (see `placeCurrentLink`) before paint, each time `trigger` changes.
 * The first time, even where the link shows: the browser's own first scroll to it (CSS
 * `scroll-initial-target`) leaves its category's heading above the box.
 */
export function useCurrentLinkInView(box: RefObject<HTMLElement | null>, trigger: unknown, opened: boolean) {
  const placed = useRef(false);
  useBrowserLayoutEffect(() => {
    if (!box.current) return;
    placeCurrentLink(box.current, placed.current && !opened);
    placed.current = true;
  }, [box, trigger, opened]);
}
