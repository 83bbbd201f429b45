import { LAYOUT } from "~/config/site";

// Ids the site generates: a letter, then letters, digits, "-" or "_" (accents are stripped by the slugger).
const SAFE_ID = /^[A-Za-z][A-Za-z0-9_-]{0,127}$/;

/**
 * The element id a URL hash names, or null when the hash is empty, badly encoded or not an id
 * the site could have made (`#"><img>`, `#1`, `#%E0%A4%A`).
 */
export function idFromHash(hash: string): string | null {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (raw === "") return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return SAFE_ID.test(decoded) ? decoded : null;
}

/** Header height as drawn, or the default when it cannot be measured (not laid out yet). */
export function measuredHeaderHeight(doc: Document): number {
  const header = doc.querySelector<HTMLElement>("[data-site-header]");
  const height = header?.getBoundingClientRect().height ?? 0;
  return height > 0 ? height : LAYOUT.headerDefaultHeightPx;
}

/** Document scroll position that puts an element just below the header, with a 10 px gap. */
export function hashScrollTarget(elementTop: number, scrollY: number, headerHeight: number): number {
  return Math.max(0, Math.round(elementTop + scrollY - headerHeight - LAYOUT.hashScrollGapPx));
}

export function prefersReducedMotion(win: Window): boolean {
  return win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** Scrolls to the element a hash names; does nothing for anything else. Returns whether it scrolled. */
export function scrollToHash(hash: string, win: Window = window): boolean {
  const id = idFromHash(hash);
  if (id === null) return false;
  const element = win.document.getElementById(id);
  if (!element) return false;
  const top = hashScrollTarget(
    element.getBoundingClientRect().top,
    win.scrollY,
    measuredHeaderHeight(win.document),
  );
  win.scrollTo({ top, behavior: prefersReducedMotion(win) ? "auto" : "smooth" });
  return true;
}

/**
 * History state of a navigation after which focus goes to what it led to: the element its hash names,
 * or the page's title. A search result and a jump within the page pass it; ScrollManager acts on it.
 */
export const FOCUS_TARGET_STATE = { focusTarget: true } as const;

export function wantsFocusTarget(state: unknown): boolean {
  return (
    typeof state === "object" && state !== null && (state as { focusTarget?: unknown }).focusTarget === true
  );
}

/**
 * Puts focus on what a navigation led to, without scrolling (the scroll is managed apart): the
 * element the hash names, else the main heading. Elements that take no focus of their own get
 * `tabindex="-1"`, so that the next Tab goes on from there.
 */
export function focusNavigationTarget(hash: string, doc: Document = document): boolean {
  const id = idFromHash(hash);
  const target = id ? doc.getElementById(id) : doc.querySelector<HTMLElement>("main h1");
  if (!target) return false;
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return doc.activeElement === target;
}
