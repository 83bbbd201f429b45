import { useLayoutEffect } from "react";
import { useMap } from "react-leaflet";
import type { Poi } from "~/map";
import { poiMarkerIcon } from "./map-icons.client";
import { addPlaceMarker } from "./place-marker.client";

/** The chosen point: a marker of its own, larger, outlined and drawn above markers and clusters. */
export function SelectedMarker({ poi }: { poi: Poi | undefined }) {
  const map = useMap();
  // Drawn in the same commit as the card, not a frame later.
  useLayoutEffect(() => {
    if (!poi) return;
    const marker = addPlaceMarker(map, poi, poiMarkerIcon(poi.icon, true), 10_000);
    return () => {
      marker.remove();
    };
  }, [map, poi]);
  return null;
}
