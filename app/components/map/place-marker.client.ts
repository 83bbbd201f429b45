import L from "./leaflet-global.client";
import type { Poi } from "~/map";
import { poiLatLng } from "./poi-latlng";

/**
 * A place drawn in a marker of its own, above the markers and clusters of the category shown
 * (the chosen place, the place it was picked from): not a control, since its card is open already.
 */
export function addPlaceMarker(map: L.Map, poi: Poi, icon: L.DivIcon, zIndexOffset: number): L.Marker {
  const marker = L.marker(poiLatLng(poi), { icon, keyboard: false, interactive: false, zIndexOffset }).addTo(
    map,
  );
  marker.getElement()?.setAttribute("data-poi-id", String(poi.id));
  return marker;
}
