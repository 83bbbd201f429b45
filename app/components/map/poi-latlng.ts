import type { Poi } from "~/map";
import { parsePosition } from "~/map/projection";

/** Leaflet's [lat, lng] of a point: the map's projection puts game y as latitude, x as longitude. */
export function poiLatLng(poi: Pick<Poi, "position">): [number, number] {
  const { x, y } = parsePosition(poi.position);
  return [y, x];
}
