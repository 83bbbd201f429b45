import L from "./leaflet-global.client";
import { useLayoutEffect } from "react";
import { useMap } from "react-leaflet";
import type { Poi } from "~/map";
import { poiMarkerIcon } from "./map-icons.client";
import { poiLatLng } from "./poi-latlng";

/** The chosen point: a marker of its own, larger, outlined and drawn above markers and clusters. */
export function SelectedMarker({ poi }: { poi: Poi | undefined }) {
  const map = useMap();
  // Drawn in the same commit as the card, not a frame later.
  useLayoutEffect(() => {
    if (!poi) return;
    const marker = L.marker(poiLatLng(poi), {
      icon: poiMarkerIcon(poi.icon, true),
      keyboard: false,
      interactive: false,
      zIndexOffset: 10_000,
    }).addTo(map);
    marker.getElement()?.setAttribute("data-poi-id", String(poi.id));
    return () => {
      marker.remove();
    };
  }, [map, poi]);
  return null;
}
