let loading: Promise<unknown> | undefined;

/**
 * The stylesheet of the search dialog and the image popup. They can only open once the page is
 * interactive, so their rules are fetched then, not before the first paint. Loaded once.
 */
export function loadPopupStyles(): Promise<unknown> {
  loading ??= import("~/styles/notice-popups.css");
  return loading;
}
