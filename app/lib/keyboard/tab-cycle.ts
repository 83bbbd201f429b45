/** What Tab can reach: enabled controls, links and elements given a place in the tab order. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `container` that Tab reaches, in order (visible ones only). */
export function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.checkVisibility(),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from its last stop Tab goes to its first, and back.
 * A modal dialog alone does not do it: after its last control the browser moves focus out of the
 * document (to its own interface, `document.body` for scripts) before coming back. Returns whether
 * the key was handled (its default is then prevented).
 */
export function cycleTab(event: KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return false;
  const stops = tabStops(container);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return false;
  const focused = container.ownerDocument.activeElement;
  const inside = focused instanceof HTMLElement && container.contains(focused);
  const target = event.shiftKey
    ? !inside || focused === first
      ? last
      : null
    : !inside || focused === last
      ? first
      : null;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}
