import { useEffect, useState, type RefObject } from "react";

function isShowing(element: HTMLElement): boolean {
  try {
    return element.matches(":popover-open");
  } catch {
    // A browser without popovers does not know the selector.
    return false;
  }
}

/**
 * Whether a `popover` element is showing. The platform opens and closes it (its button's
 * `popovertarget`, Escape, a click outside), before hydration too: React only follows its toggle
 * events, starting from the state the reader may have left it in before the scripts arrived.
 */
export function usePopoverOpen(ref: RefObject<HTMLElement | null>): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const sync = () => setOpen(isShowing(element));
    // Opened by a tap before hydration: the state starts from the element, not from the markup.
    queueMicrotask(sync);
    element.addEventListener("toggle", sync);
    return () => element.removeEventListener("toggle", sync);
  }, [ref]);
  return open;
}

/** Closes a popover if it is showing (closing a closed one throws in some browsers). */
export function hidePopover(element: HTMLElement | null): void {
  if (element && isShowing(element)) element.hidePopover();
}
