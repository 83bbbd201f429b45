import { InlineScript } from "~/components/InlineScript";

/**
 * A diagram is a link to its image file, so that it opens without JavaScript. On a slow phone the
 * page shows long before the app takes over, and a tap in between followed that link: the reader
 * left the article for a bare image. This script, run while the page is parsed, keeps such a tap
 * (a plain click on a `.zoomable-link` before the app is ready) and the article opens the popup for
 * it once hydrated (`takeEarlyImageTap`). Should the app never come (a script that failed to load),
 * the link is followed after `FALLBACK_MS`, as without JavaScript.
 */
const PENDING = "__brumesEarlyImageTap";
const READY = "__brumesImagesReady";
const FALLBACK_MS = 8000;

const SCRIPT = `(function(){document.addEventListener("click",function(e){var w=window;if(w.${READY}||e.defaultPrevented||e.button!==0||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;var a=e.target instanceof Element&&e.target.closest(".zoomable-link");if(!a)return;e.preventDefault();w.${PENDING}=a;setTimeout(function(){if(!w.${READY})location.href=a.href},${FALLBACK_MS})},true)})()`;

export function EarlyImageTaps() {
  return <InlineScript code={SCRIPT} />;
}

type EarlyWindow = Window & { [PENDING]?: unknown; [READY]?: boolean };

/** Marks the app ready for image taps and returns the link tapped before, if any. */
export function takeEarlyImageTap(): HTMLAnchorElement | undefined {
  const early = window as EarlyWindow;
  early[READY] = true;
  const link = early[PENDING];
  delete early[PENDING];
  return link instanceof HTMLAnchorElement && link.isConnected ? link : undefined;
}
