import { InlineScript } from "~/components/InlineScript";

/**
 * The list of places and the categories show with the page, but are worked by the app: on a slow
 * phone a tap in the seconds before the app took over did nothing, with no sign, or a
 * category shown as chosen went back to the first one as the app took over. This script,
 * run while the page is parsed, keeps such taps: a plain click on a row, marked at once
 * (`data-early-tap`, styled as chosen), and the last category chosen. The map page takes them once
 * hydrated (`takeEarlyTaps`).
 */
const PENDING = "__brumesEarlyPoiTap";
const READY = "__brumesPoisReady";
const CATEGORY = "__brumesEarlyCategory";
const MARK = "data-early-tap";

const SCRIPT = `(function(){document.addEventListener("click",function(e){var w=window;if(w.${READY}||e.button!==0||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;var o=e.target instanceof Element&&e.target.closest(".poi-list__option[data-poi-id]");if(!o)return;var p=document.querySelector("[${MARK}]");if(p)p.removeAttribute("${MARK}");o.setAttribute("${MARK}","");w.${PENDING}=Number(o.getAttribute("data-poi-id"))},true);document.addEventListener("change",function(e){var t=e.target;if(!window.${READY}&&t instanceof HTMLInputElement&&t.name==="map-category"&&t.checked)window.${CATEGORY}=t.value},true)})()`;

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
