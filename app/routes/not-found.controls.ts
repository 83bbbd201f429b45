import { LOCALE_STORAGE_KEY } from "~/i18n/locales";
import { rovingIndex } from "~/lib/keyboard/roving-index";

/**
 * The 404 pages run no React (served at any unknown address, they would hydrate against another
 * route): this script, bundled on its own into `/not-found.js` by the build
 * (scripts/postbuild/not-found-pages.ts), does what React does elsewhere for their header. The
 * menu and the language list are popovers, which open and close by themselves; it keeps each
 * opener's aria-expanded in step and focuses the current language on opening, stores the language
 * chosen, and moves through the languages with the arrow keys.
 */
export function startNotFoundControls(doc: Document = document) {
  for (const opener of doc.querySelectorAll<HTMLElement>("[popovertarget]")) {
    const popover = doc.getElementById(opener.getAttribute("popovertarget") ?? "");
    if (!popover) continue;
    opener.setAttribute("aria-expanded", "false");
    popover.addEventListener("toggle", (event) => {
      const open = (event as ToggleEvent).newState === "open";
      opener.setAttribute("aria-expanded", String(open));
      if (open) popover.querySelector<HTMLElement>("[aria-current]")?.focus();
    });
  }
  const list = doc.querySelector<HTMLElement>(".language-switcher__list");
  if (!list) return;
  for (const link of list.querySelectorAll<HTMLAnchorElement>("a[hreflang]")) {
    link.addEventListener("click", () => {
      try {
        localStorage.setItem(LOCALE_STORAGE_KEY, link.getAttribute("hreflang") ?? "");
      } catch {
        // Storage refused (private mode, blocked): the link still leads to the language.
      }
    });
  }
  list.addEventListener("keydown", (event) => {
    const links = [...list.querySelectorAll<HTMLAnchorElement>("a")];
    const current = links.indexOf(doc.activeElement as HTMLAnchorElement);
    const next = rovingIndex(event.key, current, {
      count: links.length,
      orientation: "vertical",
      wrap: true,
    });
    if (next === null) return;
    event.preventDefault();
    links[next]?.focus();
  });
}
