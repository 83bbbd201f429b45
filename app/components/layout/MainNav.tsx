import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/Icon";
import { NAVIGATION } from "~/data/navigation";
import { useT } from "~/i18n/useT";
import { NavItemLink } from "./NavItemLink";

const HEADER_ENTRIES = NAVIGATION.filter((entry) => entry.header);

/** Header navigation: a row of links on wide screens, a disclosure menu on narrow ones. */
export function MainNav() {
  const t = useT();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenOn(null);
        toggleRef.current?.focus();
        return;
      }
      // While the menu covers the page, Tab cycles through the menu: the page behind it is out of reach.
      if (event.key === "Tab") {
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
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <nav
      ref={navRef}
      className="main-nav"
      aria-label={t("app.header.mainNavigation")}
      data-open={open || undefined}
    >
      <button
        ref={toggleRef}
        type="button"
        className="main-nav__toggle icon-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <Icon name={open ? "close" : "menu"} size={22} />
        <span className="visually-hidden">{t(open ? "app.header.closeMenu" : "app.header.openMenu")}</span>
      </button>
      <ul id={listId} className="main-nav__list">
        {HEADER_ENTRIES.map((entry) => (
          <li key={entry.id}>
            <NavItemLink entry={entry} onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
