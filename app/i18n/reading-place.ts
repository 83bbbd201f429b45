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
 * After the head's inline script has pointed a language link at the same page in that language
 * (locale-redirect.ts), adds the section being read when the address has no hash, so the other
 * language opens where the reader was. Registered after the inline script's listener, so it runs
 * after it. Returns the function that removes it.
 */
export function keepReadingPlaceOnLanguageLinks(doc: Document, choiceAttribute: string): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${choiceAttribute}]`);
    if (!link || link.hash) return;
    const id = sectionInView(doc, doc.defaultView?.scrollY ?? 0);
    if (id) link.hash = id;
  };
  doc.addEventListener("click", onClick, true);
  return () => doc.removeEventListener("click", onClick, true);
}
