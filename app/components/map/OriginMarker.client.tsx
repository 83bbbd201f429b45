import { useLayoutEffect } from "react";
import { useMap } from "react-leaflet";
import type { Poi } from "~/map";
import { poiMarkerIcon } from "./map-icons.client";
import { addPlaceMarker } from "./place-marker.client";

/**
 * The place the chosen one was picked from on its card (the prefecture, when its nearest car park
 * is chosen): drawn in its own marker, ringed, whatever category the map shows now, and named on
 * the map: a car park 50 m away is a few pixels from it at the closest zoom, under the chosen marker.
 */
export function OriginMarker({ poi, name }: { poi: Poi | undefined; name: string }) {
  const map = useMap();
  useLayoutEffect(() => {
    if (!poi) return;
    const marker = addPlaceMarker(map, poi, poiMarkerIcon(poi.icon, false, true), 9_000);
    marker
      .bindTooltip(name, {
        permanent: true,
        direction: "top",
        offset: [0, -18],
        className: "poi-origin-label",
      })
      .openTooltip();
    // Place names are French in every language.
    marker.getTooltip()?.getElement()?.setAttribute("lang", "fr");
    return () => {
      marker.remove();
    };
  }, [map, poi, name]);
  return null;
}
