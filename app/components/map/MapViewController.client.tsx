import L from "./leaflet-global.client";
import { useEffect } from "react";
import { useMap } from "react-leaflet";
import { MAP } from "~/config/map";
import { MAP_CATEGORIES, type Poi } from "~/data/map";
import { prefersReducedMotion } from "~/lib/hash-scroll";
import { boundsOf, overviewView } from "~/lib/map/overview";
import { parsePosition } from "~/lib/map/projection";
import { poiLatLng } from "./poi-latlng";

const [[cornerAX, cornerAY], [cornerBX, cornerBY]] = MAP.overviewCorners;
export const OVERVIEW_BOUNDS = L.latLngBounds([cornerAY, cornerAX], [cornerBY, cornerBX]);
const FRAME = boundsOf([
  { x: cornerAX, y: cornerAY },
  { x: cornerBX, y: cornerBY },
]);
// Of every category, so the overview stays the same when the category changes.
const POINTS = boundsOf(
  MAP_CATEGORIES.flatMap((category) => category.points.map((p) => parsePosition(p.position))),
);

/**
 * The overview: the island's frame at zoom 1.2, or lower (down to the minimum zoom) when the map
 * is too small for the frame and every point at 1.2, as on a phone (see overviewView). Leaflet
 * snaps programmatic zooms to `zoomSnap` (0.5), so the snap is lifted for this one view.
 */
function showOverview(map: L.Map, animate: boolean) {
  const size = map.getSize();
  const view = overviewView({
    frame: { bounds: FRAME, paddingPx: MAP.overviewPaddingPx.frame },
    points: { bounds: POINTS, paddingPx: MAP.overviewPaddingPx.points },
    width: size.x,
    height: size.y,
    zoom: MAP.overviewZoom,
    minZoom: MAP.minZoom,
  });
  const snap = map.options.zoomSnap;
  map.options.zoomSnap = 0;
  map.setView([view.y, view.x], view.zoom, { animate });
  map.options.zoomSnap = snap;
}

/**
 * Follows the selection (centred on the point at zoom 4, or the overview), keeps Leaflet's idea of
 * its size in step with its element (fullscreen, phone rotation), and mirrors the view on the
 * element for tests and tools.
 */
export function MapViewController({ selected, label }: { selected: Poi | undefined; label: string }) {
  const map = useMap();

  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "region");
    container.setAttribute("aria-label", label);
  }, [map, label]);

  useEffect(() => {
    const animate = !prefersReducedMotion(window);
    if (selected) map.setView(poiLatLng(selected), MAP.selectedZoom, { animate });
    else showOverview(map, animate);
  }, [map, selected]);

  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(container);
    const mirror = () => {
      const center = map.getCenter();
      container.dataset.zoom = String(Math.round(map.getZoom() * 100) / 100);
      container.dataset.center = `${center.lng.toFixed(2)},${center.lat.toFixed(2)}`;
    };
    mirror();
    map.on("zoomend moveend", mirror);
    return () => {
      observer.disconnect();
      map.off("zoomend moveend", mirror);
    };
  }, [map]);

  return null;
}
