import type * as Leaflet from "leaflet";
import { CRS_TRANSFORMATION } from "./projection";

/**
 * The island's projection for Leaflet: latLng = [y, x] in game units, on the tiles drawn by
 * generators/map. One definition for the site's map and the editor's position widget; Leaflet is
 * passed in, so that each brings its own copy (the site's is the global the cluster plugin needs).
 */
export function islandCrs(L: typeof Leaflet): Leaflet.CRS {
  const { a, b, c, d } = CRS_TRANSFORMATION;
  return L.extend({}, L.CRS.Simple, { transformation: new L.Transformation(a, b, c, d) });
}
