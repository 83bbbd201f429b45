import { InlineScript } from "~/components/InlineScript";
import { inlineCall } from "~/lib/inline-call";

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

/** Run while the page is parsed (inlineCall): self-contained, its names given as arguments. */
function keepEarlyImageTaps(pending: string, ready: string, fallbackMs: number) {
  document.addEventListener(
    "click",
    (event) => {
      const early = window as unknown as Record<string, unknown>;
      if (early[ready] || event.defaultPrevented || event.button !== 0) return;
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const link =
        event.target instanceof Element && event.target.closest<HTMLAnchorElement>(".zoomable-link");
      if (!link) return;
      event.preventDefault();
      early[pending] = link;
      setTimeout(() => {
        if (!early[ready]) location.href = link.href;
      }, fallbackMs);
    },
    true,
  );
}

const SCRIPT = inlineCall(keepEarlyImageTaps, PENDING, READY, FALLBACK_MS);

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
