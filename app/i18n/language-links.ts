import { isLocale } from "./locales";
import { localizePath, splitLocalePath } from "./paths";
import { storeLocale } from "./stored-locale";

/** Marks the links that change the interface language (the switcher's, the suggestion's). */
export const LOCALE_CHOICE_ATTRIBUTE = "data-locale-choice";

/** Ids the site generates (the slugger's): safe to put in a URL's hash. */
const SITE_ID = /^[a-z][\w-]*$/i;
/** The content's headings and sections that a link can name; tables of contents, menus and dialogs aside. */
const CANDIDATES = "main h2[id], main h3[id], main section[id]";
const NOT_CONTENT = "nav, aside, dialog, [popover]";
/** How far below the header's bottom edge a heading still counts as the one being read. */
const READING_LINE_PX = 16;

/**
 * The id of the section being read: the last heading or section of the page's content that starts
 * above the reading line (just below the sticky header). Null at the top of the page, or when no
 * such element has started yet.
 */
export function sectionInView(doc: Document, scrollY: number): string | null {
  if (scrollY <= 0) return null;
  const header = doc.querySelector("[data-site-header]");
  const line = (header?.getBoundingClientRect().bottom ?? 0) + READING_LINE_PX;
  let id: string | null = null;
  for (const element of doc.querySelectorAll<HTMLElement>(CANDIDATES)) {
    const box = element.getClientRects()[0];
    if (box && box.top <= line && !element.closest(NOT_CONTENT) && SITE_ID.test(element.id)) id = element.id;
  }
  return id;
}

/**
 * Language links are plain links to the same page in another language: they work before hydration
 * and without JavaScript. Once the page is hydrated, a click on one also stores the choice and
 * keeps the reader's place: the query, and the hash or, without one, the section being read, so the
 * other language opens there. One listener for the whole document; returns the function removing it.
 */
export function followLanguageLinks(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
      `a[${LOCALE_CHOICE_ATTRIBUTE}]`,
    );
    const locale = link?.hreflang;
    if (!link || !isLocale(locale)) return;
    storeLocale(locale);
    const { location, scrollY } = doc.defaultView ?? window;
    const section = location.hash ? null : sectionInView(doc, scrollY);
    const place = section ? `#${section}` : location.hash;
    link.href = localizePath(locale, splitLocalePath(location.pathname).sitePath) + location.search + place;
  };
  doc.addEventListener("click", onClick, true);
  return () => doc.removeEventListener("click", onClick, true);
}
