import L from "./leaflet-global.client";
import type { PoiIcon } from "~/data/map";
import { MAP } from "~/config/map";

const cache = new Map<string, L.DivIcon>();

/**
 * A point's marker: the same `.poi-marker--{icon}` look as in the list and the legend, drawn in the
 * middle of a target big enough for a finger (MAP.markerHitSizePx). The chosen point's marker is
 * larger and outlined (MAP.selectedMarkerSizePx).
 */
export function poiMarkerIcon(icon: PoiIcon, selected = false): L.DivIcon {
  const key = `${icon}:${selected}`;
  let divIcon = cache.get(key);
  if (!divIcon) {
    const size = selected ? MAP.selectedMarkerSizePx : MAP.markerHitSizePx;
    divIcon = L.divIcon({
      className: `poi-marker poi-marker--${icon}${selected ? " poi-marker--selected" : ""}`,
      iconSize: [size, size],
    });
    cache.set(key, divIcon);
  }
  return divIcon;
}

/** A cluster: its count in a disc whose size grows with it. */
export function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 26 : count < 50 ? 32 : 38;
  return L.divIcon({
    className: "poi-cluster",
    html: `<span>${count}</span>`,
    iconSize: [size, size],
  });
}
