import L from "./leaflet-global.client";
import type { PoiIcon } from "~/map";
import { MAP } from "~/map/config";

const cache = new Map<string, L.DivIcon>();

/** Whether a finger may tap the map: its targets are then a finger's width (MAP.touchHitSizePx). */
export const touch = () => typeof matchMedia === "function" && matchMedia("(any-pointer: coarse)").matches;

export function cached(key: string, make: () => L.DivIcon): L.DivIcon {
  let icon = cache.get(key);
  if (!icon) cache.set(key, (icon = make()));
  return icon;
}

/**
 * A point's marker: the same `.poi-marker--{icon}` look as in the list and the legend, drawn in the
 * middle of a target big enough for a finger (MAP.markerHitSizePx, MAP.touchHitSizePx on touch
 * screens). The chosen point's marker is larger and outlined (MAP.selectedMarkerSizePx).
 */
export function poiMarkerIcon(icon: PoiIcon, selected = false, origin = false): L.DivIcon {
  const size = selected ? MAP.selectedMarkerSizePx : touch() ? MAP.touchHitSizePx : MAP.markerHitSizePx;
  return cached(`${icon}:${selected}:${origin}:${size}`, () =>
    L.divIcon({
      className: `poi-marker poi-marker--${icon}${selected ? " poi-marker--selected" : ""}${origin ? " poi-marker--origin" : ""}`,
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
