import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { TIMING } from "~/config/site";
import { FOCUS_TARGET_STATE, focusNavigationTarget, scrollToHash, wantsFocusTarget } from "~/lib/hash-scroll";
import { overlayOf } from "~/lib/overlay-history";

/** Where the reader was on each history entry, kept for the tab's life (reloads included). */
const POSITIONS_KEY = "brumes.scroll-positions";

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * A document's first entry always has the router's key "default", and so has an entry the browser
 * made for a hash link followed before hydration: the path and hash tell them apart. Not the query:
 * the search writes its words into the entry it leaves (`?q=`, search-return.ts), which must keep
 * its place.
 */
function entryKey(location: { pathname: string; hash: string; key: string }): string {
  return `${location.pathname}${location.hash}|${location.key}`;
}

/** Whether this document was loaded by a reload or by Back/Forward (then its old place is wanted). */
function isReturnVisit(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "reload" || entry?.type === "back_forward";
}

function scrollInstantly(top: number) {
  window.scrollTo({ top, behavior: "instant" });
}

/** The link a plain click follows to another place of the same page (`#section`), if it is one. */
function inPageLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return null;
  if (link.target && link.target !== "_self") return null;
  const url = new URL(link.href);
  const here = window.location;
  const samePage = url.origin === here.origin && url.pathname === here.pathname && url.search === here.search;
  return samePage && url.hash.length > 1 ? url : null;
}

/** The links of the page's content to `pathname`, in the page's order. */
function linksTo(pathname: string): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>("main a[href]")].filter(
    (link) => new URL(link.href).pathname === pathname,
  );
}

function focusInMain(): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && !!document.querySelector("main")?.contains(active);
}

// Runs in the browser only; the server render has no scroll to manage.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Scroll and focus as a well-made site does: a new page starts at its top at once (before it
 * paints) and its title is announced; Back and Forward return to the exact place the reader left,
 * jumps within a page included (each is a history entry of its own); the same page with another
 * query (the map's selection, a search) keeps its place; a hash scrolls smoothly to its element
 * after 300 ms, below the header (instantly when reduced motion is asked for). After a search
 * result, a jump within the page or a link of the content to another page, focus goes to what it
 * led to, so the next Tab goes on from there;
 * Back from a jump puts focus back on the link that made it ("On this page", a glossary term).
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const positions = useRef<Record<string, number>>({});
  const currentKey = useRef(entryKey(location));
  const previous = useRef<{ pathname: string } | null>(null);
  const announcer = useRef<HTMLParagraphElement>(null);
  /** The link each entry of this page was left by, for a jump within the page. */
  const jumpedFrom = useRef(new Map<string, HTMLAnchorElement>());
  /** The link of its content each entry was left by for another page: which of the links to that page. */
  const leftBy = useRef(new Map<string, { pathname: string; index: number }>());

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
    // A jump within the page goes through the router, so that it gets a history entry of its own.
    const onClick = (event: MouseEvent) => {
      // Recorded whoever handles the click (the router's links prevent the browser's own).
      const followed = (event.target as Element | null)?.closest?.("main a[href]");
      const plain =
        event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (followed instanceof HTMLAnchorElement && plain) {
        const to = new URL(followed.href);
        if (to.origin === window.location.origin && to.pathname !== window.location.pathname)
          leftBy.current.set(currentKey.current, {
            pathname: to.pathname,
            index: linksTo(to.pathname).indexOf(followed),
          });
      }
      const url = inPageLink(event);
      if (!url) return;
      event.preventDefault();
      const link = (event.target as Element).closest("a")!;
      jumpedFrom.current.set(currentKey.current, link);
      // A heading's « # » copies its link and goes to its section: focus stays on it, so that the
      // next Tab reaches the quote button beside it, not the « # » again.
      const keepsFocus = link.hasAttribute("data-copy-link");
      void navigate(
        { pathname: url.pathname, search: url.search, hash: url.hash },
        { state: keepsFocus ? undefined : FOCUS_TARGET_STATE, preventScrollReset: true },
      );
    };
    window.addEventListener("scroll", remember, { passive: true });
    window.addEventListener("pagehide", persist);
    document.addEventListener("click", onClick);
    return () => {
      window.removeEventListener("scroll", remember);
      window.removeEventListener("pagehide", persist);
      document.removeEventListener("click", onClick);
    };
  }, [navigate]);

  useBrowserLayoutEffect(() => {
    const before = previous.current;
    previous.current = { pathname: location.pathname };
    const firstLoad = before === null;
    const newPage = firstLoad || before.pathname !== location.pathname;
    // Leaving an entry of the same page: its place is where the reader last scrolled it, or where it
    // still is if it never scrolled. Not read now: what the new entry shows (the map's card above
    // its list) is already in the page, and the browser's scroll anchoring has moved the page by it.
    if (!newPage) positions.current[currentKey.current] ??= window.scrollY;
    // Another page's links are gone.
    else jumpedFrom.current.clear();
    currentKey.current = entryKey(location);

    if (navigationType === "POP" && (!firstLoad || isReturnVisit())) {
      const saved = (firstLoad ? readPositions() : positions.current)[currentKey.current];
      if (saved !== undefined) scrollInstantly(saved);
      // Back to the entry a jump left: focus goes back to its link, where the reader was; back to
      // a page left by a link of its content (« Next article »), to that link.
      const left = leftBy.current.get(currentKey.current);
      const link = newPage
        ? left && (focusInMain() || document.activeElement === document.body)
          ? linksTo(left.pathname)[left.index]
          : undefined
        : jumpedFrom.current.get(currentKey.current);
      if (link?.isConnected && link.checkVisibility()) link.focus({ preventScroll: true });
      if (saved !== undefined) return undefined;
    }
    // A popup's own entry (overlay-history.ts): the page stays where it is, hash or not.
    if (!newPage && overlayOf(location.state) !== undefined) return undefined;
    // A first load is where the browser put it; a new page starts at its top.
    if (newPage && !firstLoad) scrollInstantly(0);
    if (navigationType !== "POP" && wantsFocusTarget(location.state)) focusNavigationTarget(location.hash);
    // A link of the page's content that led to another page ("Next article") is often the same
    // element on the new one, far down: focus goes to the new title, so that Tab starts from there.
    else if (newPage && !firstLoad && navigationType !== "POP" && focusInMain()) {
      if (!focusNavigationTarget(location.hash)) focusNavigationTarget("");
    }
    if (!location.hash) return undefined;
    const timer = window.setTimeout(() => scrollToHash(location.hash), TIMING.hashScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [location, navigationType]);

  // Another page: its title is read out, once the router has set it.
  const { pathname } = location;
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current && !announcer.current?.textContent) return undefined;
    const frame = requestAnimationFrame(() => {
      if (announcer.current) announcer.current.textContent = document.title;
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return <p ref={announcer} className="visually-hidden" role="status" aria-live="polite" />;
}
