/** Space kept between a glossary tip and the edges of the screen, the column or the header, in px. */
export const GLOSSARY_MARGIN = 8;
/** Space between a tip and its term, as in notice.css (`calc(100% + 6px)`). */
export const GLOSSARY_GAP = 6;

/**
 * Where a glossary tip may be drawn across: the article's column, within the screen, so that it
 * never covers the menu or "On this page" beside it (in either direction of the page).
 */
export function articleColumn(term: Element): { left: number; right: number } {
  const column = term.closest(".notice-layout__content, .notice-article, .article-body");
  const box = column?.getBoundingClientRect();
  const screenRight = document.documentElement.clientWidth - GLOSSARY_MARGIN;
  return {
    left: Math.max(box?.left ?? 0, GLOSSARY_MARGIN),
    right: Math.min(box?.right ?? screenRight, screenRight),
  };
}
