import L from "./leaflet-global.client";
import { useEffect, useRef } from "react";
import { useMap } from "react-leaflet";
import { MAP } from "~/map/config";
import { PLACE_KINDS, type Place } from "~/map/place-types";
import { poiLatLng } from "./poi-latlng";
import { useMapData } from "./MapDataContext";

const PANE = "place-labels";
/**
 * Where a label may sit around its place, tried in turn: [side, y] with side -1/1 putting the
 * label beside the centre (its half width plus SIDE_GAP_PX), y in screen pixels. Above and below
 * in small steps as well: a town's centre often holds a cluster with others around it (32 px
 * wide on touch screens), and the gap between them is seldom where a fixed step falls.
 */
const NUDGES: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, 30],
  [0, -30],
  [1, 0],
  [-1, 0],
  [1, 24],
  [-1, 24],
  [1, -24],
  [-1, -24],
  [0, 36],
  [0, -36],
  [0, 42],
  [0, -42],
  [0, 50],
  [0, -50],
];
const SIDE_GAP_PX = 24;
const MARGIN_PX = 2;

interface Label {
  place: Place;
  marker: L.Marker;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function shownAt(place: Place, zoom: number): boolean {
  const min = place.minZoom ?? MAP.placeLabelMinZoom[place.kind];
  const max = place.maxZoom ?? MAP.maxZoom;
  return zoom >= min && zoom <= max;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const within = (inner: Box, outer: Box) =>
  inner.left >= outer.left &&
  inner.right <= outer.right &&
  inner.top >= outer.top &&
  inner.bottom <= outer.bottom;

function boxOf(element: Element, origin: DOMRect, margin = 0): Box {
  const r = element.getBoundingClientRect();
  return {
    left: r.left - origin.left - margin,
    top: r.top - origin.top - margin,
    right: r.right - origin.left + margin,
    bottom: r.bottom - origin.top + margin,
  };
}

/**
 * Names of towns, districts, harbours, airports and areas, written on the map from the zoom that
 * suits each kind. A label takes the first spot around its place that lies inside the map and
 * crosses no marker, cluster, map button or earlier label (in the order of the data file), and is left out
 * when there is none: names are never cut by the map's edge, never cover the chosen place nor
 * hide a marker.
 */
export function PlaceLabels({ selectedId }: { selectedId: number | undefined }) {
  const map = useMap();
  const { places } = useMapData();
  const labels = useRef<Label[]>([]);

  useEffect(() => {
    if (!map.getPane(PANE)) {
      const pane = map.createPane(PANE);
      // Under the markers. The names are also on each point's card, so screen readers skip them.
      pane.style.zIndex = "450";
      pane.setAttribute("aria-hidden", "true");
    }
    // The layout below gives each label a spot in this order: towns first, then districts, harbours,
    // airports, areas and water (PLACE_KINDS), the larger place first within a kind. The content
    // files come in their names' order, which says nothing of what matters most on the map.
    const byImportance = [...places].sort(
      (a, b) => PLACE_KINDS.indexOf(a.kind) - PLACE_KINDS.indexOf(b.kind) || b.radius - a.radius,
    );
    labels.current = byImportance.map((place) => {
      const icon = L.divIcon({
        className: `place-label place-label--${place.kind}`,
        html: `<span lang="fr">${escapeHtml(place.name)}</span>`,
        iconSize: [0, 0],
      });
      return {
        place,
        marker: L.marker(poiLatLng(place), { icon, pane: PANE, interactive: false, keyboard: false }),
      };
    });
    return () => {
      for (const label of labels.current) label.marker.remove();
      labels.current = [];
    };
  }, [map, places]);

  useEffect(() => {
    let frame = 0;
    // Again when a label or the map changes size without a map event: a stylesheet that arrives
    // after the first layout, or a page whose layout moves under the map. (Moving a label changes
    // no size, and a hidden one keeps its size, so this never feeds itself.)
    const sizes = new ResizeObserver(() => schedule());
    const layout = () => {
      const zoom = map.getZoom();
      const shown = labels.current.filter(({ place, marker }) => {
        const visible = shownAt(place, zoom);
        if (!visible) marker.remove();
        else if (!map.hasLayer(marker)) marker.addTo(map);
        return visible;
      });
      const texts = shown.map(
        ({ marker }) => marker.getElement()?.firstElementChild as HTMLElement | undefined,
      );
      for (const text of texts) if (text) sizes.observe(text);
      // All writes, then all reads, then all writes: one layout, not one per label.
      for (const text of texts) if (text) text.style.translate = "";
      const origin = map.getContainer().getBoundingClientRect();
      const room: Box = {
        left: MARGIN_PX,
        top: MARGIN_PX,
        right: origin.width - MARGIN_PX,
        bottom: origin.height - MARGIN_PX,
      };
      // Markers and clusters as drawn now, the chosen marker among them; and the map's buttons
      // (zoom, full screen), which would cover a name (on the right in Arabic).
      const frame = map.getContainer().closest(".island-map-frame") ?? map.getContainer();
      const taken: Box[] = [
        ...map.getPane("markerPane")!.querySelectorAll(".leaflet-marker-icon"),
        ...frame.querySelectorAll(".leaflet-control, .map-fullscreen"),
      ].map((element) => boxOf(element, origin, MARGIN_PX));
      const centred = texts.map((text) => (text ? boxOf(text, origin) : undefined));
      shown.forEach(({ marker }, index) => {
        const box = centred[index];
        const text = texts[index];
        if (!box || !text) return;
        const width = box.right - box.left;
        const spot = NUDGES.map(([side, y]) => {
          const x = side === 0 ? 0 : side * (width / 2 + SIDE_GAP_PX);
          return { x, y, box: shift(box, x, y) };
        }).find(
          (candidate) =>
            within(candidate.box, room) && !taken.some((other) => overlaps(candidate.box, other)),
        );
        marker.getElement()!.classList.toggle("place-label--hidden", !spot);
        if (spot) {
          text.style.translate = `${spot.x}px ${spot.y}px`;
          taken.push(spot.box);
        }
      });
    };
    // Once the markers of this view are drawn: clusters are remade after zooms and loads, and a
    // move brings places in or out of the map.
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(layout);
    };
    schedule();
    const observer = new MutationObserver(schedule);
    observer.observe(map.getPane("markerPane")!, { childList: true });
    sizes.observe(map.getContainer());
    map.on("zoomend moveend resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      sizes.disconnect();
      map.off("zoomend moveend resize", schedule);
    };
  }, [map, selectedId]);

  return null;
}

function shift(box: Box, x: number, y: number): Box {
  return { left: box.left + x, right: box.right + x, top: box.top + y, bottom: box.bottom + y };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
