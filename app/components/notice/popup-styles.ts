let loading: Promise<unknown> | undefined;
let loaded = false;

/**
 * The stylesheet of the rulebook's popups (search dialog, image popup, glossary popover). They can
 * only open once the page is interactive, so their rules are fetched then, not before the first
 * paint. Loaded once.
 */
export function loadPopupStyles(): Promise<unknown> {
  loading ??= import("~/styles/notice-popups.css").then((module) => {
    loaded = true;
    return module;
  });
  return loading;
}

/** Whether the popups' styles have arrived (a popup opened before would show unstyled). */
export function popupStylesLoaded(): boolean {
  return loaded;
}
