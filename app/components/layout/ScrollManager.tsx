import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { TIMING } from "~/config/site";
import { scrollToHash } from "~/lib/hash-scroll";

/** Where the reader was on each history entry, kept for the tab's life (reloads included). */
const POSITIONS_KEY = "brumes.scroll-positions";

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

/** A document's first entry always has the router's key "default": the address tells them apart. */
function entryKey(location: { pathname: string; search: string; key: string }): string {
  return `${location.pathname}${location.search}|${location.key}`;
}

/** Whether this document was loaded by a reload or by Back/Forward (then its old place is wanted). */
function isReturnVisit(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "reload" || entry?.type === "back_forward";
}

function scrollInstantly(top: number) {
  window.scrollTo({ top, behavior: "instant" });
}

// Runs in the browser only; the server render has no scroll to manage.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Scroll as a well-made site does: a new page starts at its top at once (before it paints);
 * Back and Forward return to the exact place the reader left; the same page with another query
 * (the map's selection, a search) keeps its place; a hash scrolls smoothly to its element after
 * 300 ms, below the header (instantly when reduced motion is asked for).
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>({});
  const currentKey = useRef(entryKey(location));
  const previous = useRef<{ pathname: string } | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    positions.current = readPositions();
    const remember = () => {
      positions.current[currentKey.current] = window.scrollY;
    };
    const persist = () => {
      try {
        sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(positions.current));
      } catch {
        // Without storage, Back still works within the page's life.
      }
    };
    window.addEventListener("scroll", remember, { passive: true });
    window.addEventListener("pagehide", persist);
    return () => {
      window.removeEventListener("scroll", remember);
      window.removeEventListener("pagehide", persist);
    };
  }, []);

  useBrowserLayoutEffect(() => {
    const before = previous.current;
    previous.current = { pathname: location.pathname };
    currentKey.current = entryKey(location);
    const firstLoad = before === null;
    const newPage = firstLoad || before.pathname !== location.pathname;

    if (navigationType === "POP" && (!firstLoad || isReturnVisit())) {
      const saved = (firstLoad ? readPositions() : positions.current)[currentKey.current];
      if (saved !== undefined) {
        scrollInstantly(saved);
        return undefined;
      }
    }
    // A first load is where the browser put it; a new page starts at its top.
    if (newPage && !firstLoad) scrollInstantly(0);
    if (!location.hash) return undefined;
    const timer = window.setTimeout(() => scrollToHash(location.hash), TIMING.hashScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [location, navigationType]);

  return null;
}
