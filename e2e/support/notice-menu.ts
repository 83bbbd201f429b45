import type { Locator } from "../fixtures";

/** Whether the element is inside the visible part of the rulebook menu's scroll box (and of the window). */
export function shownInMenu(element: Locator): Promise<boolean> {
  return element.evaluate((target) => {
    const inner = target.getBoundingClientRect();
    const outer = target.closest(".notice-sidebar__categories")!.getBoundingClientRect();
    return (
      inner.height > 0 &&
      inner.top >= Math.max(outer.top, 0) - 0.5 &&
      inner.bottom <= Math.min(outer.bottom, window.innerHeight) + 0.5
    );
  });
}
