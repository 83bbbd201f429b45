/**
 * "Which item does this key move to?" for every list, menu, tab list and listbox of the site, so that
 * they all answer the same way: arrows move by one (wrapping or stopping at the ends), Home and End go
 * to the ends, Page Up and Page Down by a page. Horizontal lists follow what the reader sees: in a
 * right-to-left page the left arrow moves forward.
 *
 * Self-contained on purpose (no imports), so that the 404 pages, which run no React, carry only this
 * function in their inline script: scripts/postbuild/not-found-pages.ts compiles this file on its own.
 */
export interface RovingOptions {
  /** How many items there are. */
  count: number;
  /** Which arrows move: Up/Down for a vertical list, Left/Right for a horizontal one. */
  orientation: "vertical" | "horizontal";
  /** From the last item, the next is the first (a menu) or stays the last (a long list). */
  wrap: boolean;
  /** A horizontal list in a right-to-left page: Left moves forward. */
  rtl?: boolean;
  /** Items per Page Up / Page Down; without it those keys do not move. */
  page?: number;
}

/**
 * The index `key` moves to from `current` (-1 when nothing is active yet: forward keys go to the first
 * item, backward keys to the last), or null when the key does not move in such a list (the caller then
 * leaves the key to the browser).
 */
export function rovingIndex(key: string, current: number, options: RovingOptions): number | null {
  const { count, orientation, wrap, rtl = false, page } = options;
  if (count <= 0) return null;
  const last = count - 1;
  const forwardKey = orientation === "vertical" ? "ArrowDown" : rtl ? "ArrowLeft" : "ArrowRight";
  const backwardKey = orientation === "vertical" ? "ArrowUp" : rtl ? "ArrowRight" : "ArrowLeft";
  const clamp = (index: number) => Math.min(last, Math.max(0, index));
  if (key === forwardKey) {
    if (current < 0) return 0;
    return current >= last ? (wrap ? 0 : last) : current + 1;
  }
  if (key === backwardKey) {
    if (current < 0) return last;
    return current <= 0 ? (wrap ? last : 0) : current - 1;
  }
  if (key === "Home") return 0;
  if (key === "End") return last;
  if (page !== undefined && key === "PageDown") return clamp(Math.max(current, 0) + page);
  if (page !== undefined && key === "PageUp") return clamp(Math.max(current, 0) - page);
  return null;
}
