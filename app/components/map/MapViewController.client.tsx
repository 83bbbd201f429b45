import L from "./leaflet-global.client";
import { useEffect, useMemo, useRef, type RefObject } from "react";
import { useMap } from "react-leaflet";
import { MAP } from "~/map/config";
import type { MapCategory, Poi } from "~/map";
import { prefersReducedMotion } from "~/lib/hash-scroll";
import { atParam, type Spot } from "~/map/game-position";
import { boundsOf, overviewView } from "~/map/overview";
import { parsePosition } from "~/map/projection";
import { useMapData } from "./MapDataContext";
import { poiLatLng } from "./poi-latlng";

const [[cornerAX, cornerAY], [cornerBX, cornerBY]] = MAP.overviewCorners;
export const OVERVIEW_BOUNDS = L.latLngBounds([cornerAY, cornerAX], [cornerBY, cornerBX]);
const FRAME = boundsOf([
  { x: cornerAX, y: cornerAY },
  { x: cornerBX, y: cornerBY },
]);
/** The box of every point of every category, so the overview stays the same when the category changes. */
const pointsBounds = (categories: readonly MapCategory[]) =>
  boundsOf(categories.flatMap((category) => category.points.map((p) => parsePosition(p.position))));

/**
 * The overview: the island's frame at zoom 1.2, or lower (down to the minimum zoom) when the map
 * is too small for the frame and every point at 1.2, as on a phone (see overviewView). Leaflet
 * snaps programmatic zooms to `zoomSnap` (0.5), so the snap is lifted for this one view.
 */
function showOverview(map: L.Map, points: ReturnType<typeof boundsOf>, animate: boolean) {
  const size = map.getSize();
  const view = overviewView({
    frame: { bounds: FRAME, paddingPx: MAP.overviewPaddingPx.frame },
    points: { bounds: points, paddingPx: MAP.overviewPaddingPx.points },
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

/** What the page may ask of the map's view: its centre (a pin put there), or to show a spot. */
export interface MapView {
  centre(): Spot;
  show(spot: Spot): void;
}

interface Props {
  selected: Poi | undefined;
  /** The place `selected` was chosen from: the view holds both when they do not fit at zoom 4. */
  origin?: Poi;
  /** A spot shown by a link or chosen on the map. */
  spot: Spot | undefined;
  /**
   * The `atParam` of a spot chosen on the map itself: the view stays where it is for it (the finger
   * is on it), where a spot that came by a link is centred.
   */
  spotFromMap: RefObject<string | undefined>;
  /** Whether a card other than a place's is open (a pin's): closing a place's card then keeps the view. */
  hold: boolean;
  label: string;
  viewRef: RefObject<MapView | null>;
}

/** Room kept around the chosen place and the one it was chosen from, in pixels. */
const ORIGIN_MARGIN_PX = 40;

/**
 * How much of the map's width a card laid over it covers, on each side, in pixels: nothing when
 * the card is under the map (a phone). The chosen place shows in the middle of the rest, not
 * under the card.
 */
function coveredByCard(map: L.Map): { left: number; right: number } {
  const container = map.getContainer();
  const card = container.closest(".map-page__map")?.querySelector<HTMLElement>(".poi-card");
  if (!card || getComputedStyle(card).position !== "absolute") return { left: 0, right: 0 };
  const m = container.getBoundingClientRect();
  const c = card.getBoundingClientRect();
  if (c.right <= m.left || c.left >= m.right || c.bottom <= m.top || c.top >= m.bottom)
    return { left: 0, right: 0 };
  // The card stands against one side: the right one, or the left one in Arabic.
  return c.left - m.left > m.right - c.right
    ? { left: 0, right: m.right - c.left }
    : { left: c.right - m.left, right: 0 };
}

/** Shows `latLng` at `zoom` in the middle of the part of the map that no card covers. */
function showClearOfCard(map: L.Map, latLng: L.LatLngExpression, zoom: number, animate: boolean) {
  const { left, right } = coveredByCard(map);
  const shift = (right - left) / 2;
  const centre = shift ? map.unproject(map.project(latLng, zoom).add([shift, 0]), zoom) : latLng;
  map.setView(centre, zoom, { animate });
}

/** Whether `other` shows, clear of the edges and of the card, with `poi` shown at zoom 4. */
function fitsAround(map: L.Map, poi: Poi, other: Poi): boolean {
  const centre = map.project(poiLatLng(poi), MAP.selectedZoom);
  const there = map.project(poiLatLng(other), MAP.selectedZoom);
  const { left, right } = coveredByCard(map);
  const { x: width, y: height } = map.getSize();
  return (
    Math.abs(there.x - centre.x) <= (width - left - right) / 2 - ORIGIN_MARGIN_PX &&
    Math.abs(there.y - centre.y) <= height / 2 - ORIGIN_MARGIN_PX
  );
}

/**
 * Follows the selection (centred on the point at zoom 4, or the overview) and a shared spot,
 * keeps Leaflet's idea of its size in step with its element (fullscreen, phone rotation), and
 * mirrors the view on the element for tests and tools.
 */
export function MapViewController({ selected, origin, spot, spotFromMap, hold, label, viewRef }: Props) {
  const map = useMap();
  const { categories } = useMapData();
  const points = useMemo(() => pointsBounds(categories), [categories]);
  const held = useRef(hold);
  useEffect(() => {
    held.current = hold || spot !== undefined;
  });

  useEffect(() => {
    viewRef.current = {
      centre: () => {
        const { lat, lng } = map.getCenter();
        return { x: Math.round(lng * 100) / 100, y: Math.round(lat * 100) / 100 };
      },
      show: ({ x, y }) =>
        map.setView([y, x], Math.max(map.getZoom(), MAP.selectedZoom), {
          animate: !prefersReducedMotion(window),
        }),
    };
    return () => {
      viewRef.current = null;
    };
  }, [map, viewRef]);

  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "region");
    container.setAttribute("aria-label", label);
  }, [map, label]);

  useEffect(() => {
    const animate = !prefersReducedMotion(window);
    if (selected && origin && !fitsAround(map, selected, origin)) {
      const { left, right } = coveredByCard(map);
      map.fitBounds(L.latLngBounds([poiLatLng(selected), poiLatLng(origin)]), {
        maxZoom: MAP.selectedZoom,
        paddingTopLeft: [ORIGIN_MARGIN_PX + left, ORIGIN_MARGIN_PX],
        paddingBottomRight: [ORIGIN_MARGIN_PX + right, ORIGIN_MARGIN_PX],
        animate,
      });
    } else if (selected) showClearOfCard(map, poiLatLng(selected), MAP.selectedZoom, animate);
    // Back to the overview, unless a spot or a pin is shown now.
    else if (!held.current) showOverview(map, points, animate);
    // The origin comes with its selection, in the same history entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, points, selected]);

  const spotKey = spot ? atParam(spot) : undefined;
  useEffect(() => {
    if (!spot || spotKey === spotFromMap.current) return;
    showClearOfCard(map, [spot.y, spot.x], MAP.selectedZoom, !prefersReducedMotion(window));
    // The spot is the same as long as its key is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, spotKey]);

  useEffect(() => {
    const container = map.getContainer();
    // The view keeps its centre when the map's size changes (full screen, a phone turned): the
    // island or the chosen place stays in the middle, not at the top of a taller map.
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: true, animate: false }));
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
