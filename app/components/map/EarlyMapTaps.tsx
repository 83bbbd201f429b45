import { InlineScript } from "~/components/InlineScript";
import { inlineCall } from "~/lib/inline-call";

/**
 * The list of places and the categories show with the page, but are worked by the app: on a slow
 * phone a tap in the seconds before the app took over did nothing, with no sign, or a category
 * shown as chosen went back to the first one as the app took over. This script,
 * run while the page is parsed, keeps such taps: a plain click on a row, marked at once
 * (`data-early-tap`, styled as chosen), and the last category chosen. The map page takes them once
 * hydrated (`takeEarlyTaps`).
 */
const PENDING = "__brumesEarlyPoiTap";
const READY = "__brumesPoisReady";
const CATEGORY = "__brumesEarlyCategory";
const MARK = "data-early-tap";

/** Run while the page is parsed (inlineCall): self-contained, its names given as arguments. */
function keepEarlyMapTaps(pending: string, ready: string, category: string, mark: string) {
  const early = window as unknown as Record<string, unknown>;
  document.addEventListener(
    "click",
    (event) => {
      if (early[ready] || event.button !== 0) return;
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const option =
        event.target instanceof Element && event.target.closest(".poi-list__option[data-poi-id]");
      if (!option) return;
      document.querySelector(`[${mark}]`)?.removeAttribute(mark);
      option.setAttribute(mark, "");
      early[pending] = Number(option.getAttribute("data-poi-id"));
    },
    true,
  );
  document.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (
        !early[ready] &&
        input instanceof HTMLInputElement &&
        input.name === "map-category" &&
        input.checked
      )
        early[category] = input.value;
    },
    true,
  );
}

const SCRIPT = inlineCall(keepEarlyMapTaps, PENDING, READY, CATEGORY, MARK);

export function EarlyMapTaps() {
  return <InlineScript code={SCRIPT} />;
}

type EarlyWindow = Window & { [PENDING]?: unknown; [READY]?: boolean; [CATEGORY]?: unknown };

/** What was tapped before the app was ready: the id of a place in the list, and a category's id. */
export interface EarlyTaps {
  poiId?: number;
  category?: string;
}

/** Marks the app ready for taps on the list and the categories, and returns those made before. */
export function takeEarlyTaps(): EarlyTaps {
  const early = window as EarlyWindow;
  early[READY] = true;
  const id = early[PENDING];
  const category = early[CATEGORY];
  delete early[PENDING];
  delete early[CATEGORY];
  document.querySelector(`[${MARK}]`)?.removeAttribute(MARK);
  return {
    poiId: typeof id === "number" && Number.isInteger(id) ? id : undefined,
    category: typeof category === "string" ? category : undefined,
  };
}
