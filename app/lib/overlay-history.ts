import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A popup over the page (the image popup, the glossary popover, the search dialog, the phone
 * menus) gets a history entry of its own while it is open, as readers expect on a phone: Back
 * closes it and leaves them where they were.
 * The entry has the same address (only its state differs), so nothing visible changes, no data is
 * fetched again (`keepPageData`) and the scroll stays (ScrollManager leaves overlay entries alone).
 * Closing the popup otherwise (Escape, a tap, its close button) goes back over its entry, so that
 * the next Back leaves the page as usual; a link followed from the popup replaces its entry.
 */
const OVERLAY_KEY = "overlay";

/** The popup a history entry's state belongs to, if any. */
export function overlayOf(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null) return undefined;
  const value = (state as Record<string, unknown>)[OVERLAY_KEY];
  return typeof value === "string" ? value : undefined;
}

/**
 * For a route module's `shouldRevalidate`: the same address again (a popup's entry, Back from it)
 * keeps the page's data, which a pre-rendered page cannot change anyway.
 */
export function keepPageData({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const samePage = currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search;
  return samePage && !formMethod ? false : defaultShouldRevalidate;
}

/**
 * Whether the browser is on the popup's entry now. The page's location can lag behind it: React
 * Router renders each navigation in a transition.
 */
function browserOnEntry(name: string): boolean {
  // React Router keeps the state under `usr`.
  return overlayOf((window.history.state as { usr?: unknown } | null)?.usr) === name;
}

/** Where a popup stands with its history entry, as `entryStep` reads it. */
export interface EntryState {
  open: boolean;
  /** Whether the page's location is the popup's entry (it lags behind the browser's). */
  ours: boolean;
  /** Whether the browser is on the popup's entry now. */
  browserOnEntry: boolean;
  /** Whether the popup has its entry. */
  added: boolean;
  /** Whether a Back over the entry has been started and has not landed yet. */
  leaving: boolean;
}

/**
 * What a popup does about its history entry: close because Back left it, wait, take the entry it is
 * on (Forward to it), add one, or nothing.
 */
export function entryStep({
  open,
  ours,
  browserOnEntry,
  added,
  leaving,
}: EntryState): "closedByBack" | "wait" | "adopt" | "add" | "none" {
  // Both the page and the browser have left the entry: a location still lagging is not a Back.
  if (added && !ours && !browserOnEntry) return "closedByBack";
  if (!open || added) return "none";
  // Reopened before the last close's Back has landed: that entry is going, a new one comes once it
  // has gone. The page's location may not show that entry yet, so only the Back's landing counts.
  if (leaving) return "wait";
  // Forward to the popup's entry: that one serves. The page still showing it after the browser left
  // it waits for the page to catch up.
  if (ours) return browserOnEntry ? "adopt" : "wait";
  return "add";
}

/** A popup's history entry, as `useOverlayEntry` gives it. */
export interface OverlayEntry {
  /** To call when the popup closes otherwise than by Back (Escape, a tap, its button): goes back over its entry. */
  dismiss: () => void;
  /**
   * To call when a link in the popup is followed: the entry is left to that navigation, which
   * must replace it (`onEntry`), so that Back from the new page returns to the page, not to the popup.
   */
  leave: () => void;
  /** Whether the reader is on the popup's entry: a link followed from the popup then replaces it. */
  onEntry: boolean;
}

/**
 * Gives the popup `name` a history entry while `open` is true. `onBack` is called when the reader
 * leaves that entry (Back); `dismiss` must be called when the popup closes otherwise.
 */
export function useOverlayEntry(name: string, open: boolean, onBack: () => void): OverlayEntry {
  const navigate = useNavigate();
  const location = useLocation();
  /** Whether the popup has its entry, and the reader is on it. */
  const added = useRef(false);
  /** Whether `dismiss` has gone back over the entry, and that Back has not landed yet. */
  const leavingEntry = useRef(false);
  const ours = overlayOf(location.state) === name;
  /**
   * Counts the closes by Back. Reopened at once (a key, a tap), before React has rendered the close,
   * the popup's `open` never reads false: this count still runs the effect again, which gives the
   * reopened popup its entry.
   */
  const [closedByBack, setClosedByBack] = useState(0);

  useEffect(() => {
    const onEntryNow = browserOnEntry(name);
    // The Back that `dismiss` started has landed once neither the page (its location comes in a
    // transition, and may still be an older one) nor the browser is on the popup's entry.
    if (!ours && !onEntryNow) leavingEntry.current = false;
    const step = entryStep({
      open,
      ours,
      browserOnEntry: onEntryNow,
      added: added.current,
      leaving: leavingEntry.current,
    });
    if (step === "closedByBack") {
      added.current = false;
      onBack();
      setClosedByBack((count) => count + 1);
    } else if (step === "adopt") {
      added.current = true;
    } else if (step === "add") {
      added.current = true;
      const { pathname, search, hash } = location;
      void navigate({ pathname, search, hash }, { state: { [OVERLAY_KEY]: name }, preventScrollReset: true });
    }
  }, [open, ours, location, name, navigate, onBack, closedByBack]);

  const dismiss = useCallback(() => {
    if (!added.current) return;
    added.current = false;
    // Only over the popup's own entry.
    if (browserOnEntry(name)) {
      leavingEntry.current = true;
      void navigate(-1);
    }
  }, [name, navigate]);

  const leave = useCallback(() => {
    added.current = false;
  }, []);

  return useMemo(() => ({ dismiss, leave, onEntry: open && ours }), [dismiss, leave, open, ours]);
}

/**
 * Whether a click follows a link of this site in this tab (the popup's entry is then left to the
 * navigation), not a link to another site, a new tab or a download.
 */
export function followsLinkHere(event: {
  target: EventTarget | null;
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return false;
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
  return link.origin === window.location.origin && (!link.target || link.target === "_self");
}
