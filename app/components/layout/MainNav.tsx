import { useCallback, useEffect, useId, useRef } from "react";
import { Icon } from "~/components/Icon";
import { NAVIGATION } from "~/data/navigation";
import { useT } from "~/i18n/useT";
import { followsLinkHere, useOverlayEntry } from "~/lib/overlay-history";
import { useHydrated } from "~/lib/useHydrated";
import { NavItemLink } from "./NavItemLink";
import { hidePopover, usePopoverOpen } from "./usePopoverOpen";

const HEADER_ENTRIES = NAVIGATION.filter((entry) => entry.header);
/** From this width the links hold on one line in every language; below it they go into the menu. */
const WIDE_LAYOUT = "(min-width: 1024px)";

/**
 * Header navigation: a row of links on wide screens, a menu on narrow ones. The menu is the
 * platform's popover, opened by its button's `popovertarget`: it works from the first paint,
 * before hydration and without JavaScript, and closes on Escape or a tap outside. React adds
 * aria-expanded, keeps Tab inside the open menu and closes it when a link is followed; Back closes it.
 */
export function MainNav() {
  const t = useT();
  const hydrated = useHydrated();
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const open = usePopoverOpen(listRef);
  // On a phone, Back closes the open menu rather than leaving the page (overlay-history.ts).
  const closeMenu = useCallback(() => hidePopover(listRef.current), []);
  const history = useOverlayEntry("menu", open, closeMenu);
  const { dismiss, leave } = history;
  // Closed by its button, Escape or a tap outside: its history entry goes with it.
  useEffect(() => {
    if (!open) dismiss();
  }, [open, dismiss]);

  useEffect(() => {
    if (!open) return undefined;
    // While the menu covers the page, Tab cycles through the menu: the page behind it is out of reach.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const stops = [...(navRef.current?.querySelectorAll<HTMLElement>("button, a[href]") ?? [])];
      const first = stops[0];
      const last = stops[stops.length - 1];
      const inside = navRef.current?.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    // The row of links replaces the menu on a wide screen: an open menu would float over it.
    const wide = window.matchMedia(WIDE_LAYOUT);
    const onWide = () => wide.matches && hidePopover(listRef.current);
    document.addEventListener("keydown", onKeyDown);
    wide.addEventListener("change", onWide);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      wide.removeEventListener("change", onWide);
    };
  }, [open]);

  return (
    <nav ref={navRef} className="main-nav" aria-label={t("app.header.mainNavigation")}>
      <button
        type="button"
        className="main-nav__toggle icon-button"
        popoverTarget={listId}
        aria-controls={listId}
        // Before hydration the browser tells assistive technology whether the popover is open.
        aria-expanded={hydrated ? open : undefined}
      >
        {/* The stylesheet shows the pair that matches the menu's state, before hydration too. */}
        <Icon name="menu" size={22} className="main-nav__when-closed" />
        <Icon name="close" size={22} className="main-nav__when-open" />
        <span className="visually-hidden main-nav__when-closed">{t("app.header.openMenu")}</span>
        <span className="visually-hidden main-nav__when-open">{t("app.header.closeMenu")}</span>
      </button>
      {/* A link followed from the menu takes the menu's history entry (before the menu closes). */}
      <ul
        ref={listRef}
        id={listId}
        className="main-nav__list"
        popover="auto"
        onClickCapture={(event) => {
          if (followsLinkHere(event)) leave();
        }}
      >
        {HEADER_ENTRIES.map((entry) => (
          <li key={entry.id}>
            <NavItemLink
              entry={entry}
              onNavigate={() => hidePopover(listRef.current)}
              replace={history.onEntry}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
