import L from "./leaflet-global.client";
import type { PoiIcon } from "~/data/map";
import { MAP } from "~/config/map";
import type { PinColour } from "~/lib/map/pins";

const cache = new Map<string, L.DivIcon>();

/** Whether a finger may tap the map: its targets are then a finger's width (MAP.touchHitSizePx). */
const touch = () => typeof matchMedia === "function" && matchMedia("(any-pointer: coarse)").matches;

function cached(key: string, make: () => L.DivIcon): L.DivIcon {
  let icon = cache.get(key);
  if (!icon) cache.set(key, (icon = make()));
  return icon;
}

/**
 * A point's marker: the same `.poi-marker--{icon}` look as in the list and the legend, drawn in the
 * middle of a target big enough for a finger (MAP.markerHitSizePx, MAP.touchHitSizePx on touch
 * screens). The chosen point's marker is larger and outlined (MAP.selectedMarkerSizePx).
 */
export function poiMarkerIcon(icon: PoiIcon, selected = false): L.DivIcon {
  const size = selected ? MAP.selectedMarkerSizePx : touch() ? MAP.touchHitSizePx : MAP.markerHitSizePx;
  return cached(`${icon}:${selected}:${size}`, () =>
    L.divIcon({
      className: `poi-marker poi-marker--${icon}${selected ? " poi-marker--selected" : ""}`,
      iconSize: [size, size],
    }),
  );
}

/** A cluster: its count in a disc whose size grows with it, never smaller than a finger on touch screens. */
export function clusterIcon(count: number): L.DivIcon {
  const drawn = count < 10 ? 26 : count < 50 ? 32 : 38;
  const size = touch() ? Math.max(drawn, MAP.touchHitSizePx) : drawn;
  return L.divIcon({
    className: "poi-cluster",
    html: `<span>${count}</span>`,
    iconSize: [size, size],
  });
}

/**
 * A pin: a coloured drop whose tip is on its spot, in a target a finger can reach. The player's
 * own, a shared link's (outlined, dashed) or one being made; the one whose card is open is larger.
 */
export function pinIcon(colour: PinColour, kind: "own" | "shared" | "draft", active: boolean): L.DivIcon {
  const hit = touch() ? MAP.touchHitSizePx : MAP.markerHitSizePx + 4;
  const { width, height } = MAP.pinSizePx;
  return cached(`pin:${colour}:${kind}:${active}:${hit}`, () =>
    L.divIcon({
      className: `map-pin map-pin--${colour} map-pin--${kind}${active ? " map-pin--active" : ""}`,
      iconSize: [Math.max(hit, width), Math.max(hit, height)],
      // The tip at the spot: the drawing sits at the bottom of its target.
      iconAnchor: [Math.max(hit, width) / 2, Math.max(hit, height)],
    }),
  );
}

/** The chosen spot (a shared position, a long press): a ring with a cross. */
export function spotIcon(): L.DivIcon {
  return cached("spot", () =>
    L.divIcon({ className: "map-spot-mark map-spot-mark--map", iconSize: [28, 28] }),
  );
}
