/**
 * The copy controls added after each heading at build time are named by `aria-labelledby`: a
 * label of the page's language (rendered once per page by `HeadingControlLabels`) followed by the
 * heading's own text. So the HTML names them in the reader's language before any script runs,
 * and the rulebook is rendered once for all six languages.
 */
export const HEADING_CONTROL_LABEL_IDS = {
  copyLink: "heading-control-copy-link",
  copyCitation: "heading-control-copy-citation",
} as const;

/** Id of the element holding a heading's own text (the heading without its controls). */
export function headingTextId(headingId: string): string {
  return `${headingId}--text`;
}
