import { InlineScript } from "~/components/InlineScript";

/**
 * The list of places shows with the page, but its rows are chosen by the app: on a slow phone a tap
 * in the seconds before the app took over did nothing, with no sign (trial 18). This script, run
 * while the page is parsed, keeps such a tap (a plain click on a row, before the app is ready) and
 * marks the row at once (`data-early-tap`, styled as chosen); the map page chooses that place once
 * hydrated (`takeEarlyPoiTap`).
 */
const PENDING = "__brumesEarlyPoiTap";
const READY = "__brumesPoisReady";
const MARK = "data-early-tap";

const SCRIPT = `(function(){document.addEventListener("click",function(e){var w=window;if(w.${READY}||e.button!==0||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;var o=e.target instanceof Element&&e.target.closest(".poi-list__option[data-poi-id]");if(!o)return;var p=document.querySelector("[${MARK}]");if(p)p.removeAttribute("${MARK}");o.setAttribute("${MARK}","");w.${PENDING}=Number(o.getAttribute("data-poi-id"))},true)})()`;

export function EarlyPoiTaps() {
  return <InlineScript code={SCRIPT} />;
}

type EarlyWindow = Window & { [PENDING]?: unknown; [READY]?: boolean };

/** Marks the app ready for taps on the list and returns the id of the place tapped before, if any. */
export function takeEarlyPoiTap(): number | undefined {
  const early = window as EarlyWindow;
  early[READY] = true;
  const id = early[PENDING];
  delete early[PENDING];
  document.querySelector(`[${MARK}]`)?.removeAttribute(MARK);
  return typeof id === "number" && Number.isInteger(id) ? id : undefined;
}
