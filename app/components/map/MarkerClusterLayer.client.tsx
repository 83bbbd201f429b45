import L from "./leaflet-global.client";
import "leaflet.markercluster";
import { useEffect, useRef } from "react";
import { useMap } from "react-leaflet";
import { MAP } from "~/map/config";
import type { Poi } from "~/map";
import { prefersReducedMotion } from "~/lib/hash-scroll";
import { clusterIcon, poiMarkerIcon } from "./map-icons.client";
import { poiLatLng } from "./poi-latlng";

// Clusters are reached with the pointer; keyboard users have the list, which holds every point.
L.MarkerCluster.mergeOptions({ keyboard: false });

interface Props {
  /** The points to show; the chosen one among them is drawn by SelectedMarker instead. */
  points: readonly Poi[];
  selectedId: number | undefined;
  /** The name a marker's tooltip shows (masked spots have a placeholder). */
  nameOf: (poi: Poi) => string;
  onSelect: (poi: Poi) => void;
}

/**
 * The points of the current category, grouped into numbered clusters where they would overlap;
 * a click on a cluster zooms to its points, and at the highest zoom spreads them apart, so every
 * point can be reached.
 *
 * The cluster group is built once; a change of points or selection adds and removes only the
 * markers that changed. Markers are made once per point and kept for later categories.
 */
export function MarkerClusterLayer({ points, selectedId, nameOf, onSelect }: Props) {
  const map = useMap();
  const state = useRef<{
    group: L.MarkerClusterGroup;
    markers: Map<number, L.Marker>;
    grouped: Set<number>;
    onLoaded: () => void;
    /** Whether the first markers have been sent on their way. */
    started: boolean;
  } | null>(null);
  // Marker handlers read the latest props without remaking the markers.
  const latest = useRef({ nameOf, onSelect });
  useEffect(() => {
    latest.current = { nameOf, onSelect };
  });

  useEffect(() => {
    const current = {
      markers: new Map<number, L.Marker>(),
      grouped: new Set<number>(),
      onLoaded: () => {},
      started: false,
      group: L.markerClusterGroup({
        maxClusterRadius: (zoom) =>
          zoom >= MAP.maxZoom ? MAP.clusterRadiusPx.highest : MAP.clusterRadiusPx.low,
        showCoverageOnHover: false,
        spiderfyOnMaxZoom: true,
        zoomToBoundsOnClick: true,
        animate: !prefersReducedMotion(window),
        // Hundreds of markers are added in short tasks, so the page keeps answering meanwhile.
        chunkedLoading: true,
        chunkInterval: 30,
        chunkDelay: 0,
        chunkProgress: (processed, total) => {
          if (processed === total) current.onLoaded();
        },
        iconCreateFunction: (cluster) => clusterIcon(cluster.getChildCount()),
      }),
    };
    map.addLayer(current.group);
    state.current = current;
    return () => {
      map.removeLayer(current.group);
      state.current = null;
    };
  }, [map]);

  useEffect(() => {
    const current = state.current;
    if (!current) return;
    const { group, grouped } = current;
    const container = map.getContainer();
    const wanted = new Set(points.map((poi) => poi.id));
    if (selectedId !== undefined) wanted.delete(selectedId);
    const leaving = [...grouped].filter((id) => !wanted.has(id));
    const arriving = points.filter((poi) => wanted.has(poi.id) && !grouped.has(poi.id));

    if (leaving.length > 0 && leaving.length === grouped.size) group.clearLayers();
    else if (leaving.length > 0) group.removeLayers(leaving.map((id) => current.markers.get(id)!));
    leaving.forEach((id) => grouped.delete(id));

    // Mirrored on the map's element for tests and the bench: every point of the list is on the map.
    const shown = String(wanted.size + (selectedId === undefined ? 0 : 1));
    const loaded = () => {
      container.dataset.points = shown;
      container.dataset.ready = "true";
    };
    container.dataset.ready = "false";
    current.onLoaded = loaded;
    if (arriving.length === 0) {
      loaded();
      return;
    }
    const add = () => {
      arriving.forEach((poi) => grouped.add(poi.id));
      group.addLayers(
        arriving.map((poi) => markerOf(current.markers, poi, latest)),
        true,
      );
    };
    // On arrival the markers wait for a task of their own, after the one that drew the map, so the
    // page's start is not one long task; a later change (a click) draws them with the list at once.
    if (current.started) {
      add();
      return;
    }
    current.started = true;
    let fired = false;
    const timer = setTimeout(() => {
      fired = true;
      add();
    });
    return () => {
      clearTimeout(timer);
      // Replaced before its turn came: the next set of markers waits in the same way.
      if (!fired) current.started = false;
    };
  }, [map, points, selectedId]);

  return null;
}

function markerOf(
  markers: Map<number, L.Marker>,
  poi: Poi,
  latest: { current: Pick<Props, "nameOf" | "onSelect"> },
): L.Marker {
  const existing = markers.get(poi.id);
  if (existing) return existing;
  const marker = L.marker(poiLatLng(poi), { icon: poiMarkerIcon(poi.icon), keyboard: false });
  marker.on("click", () => latest.current.onSelect(poi));
  // Leaflet makes the element when the marker is drawn (again after a cluster opens): named for tests.
  marker.on("add", () => marker.getElement()?.setAttribute("data-poi-id", String(poi.id)));
  // The name's tooltip is made on first hover: hundreds of tooltips up front cost start-up time.
  marker.on("mouseover", () => {
    if (!marker.getTooltip())
      marker.bindTooltip(latest.current.nameOf(poi), { direction: "top", offset: [0, -8] });
    marker.openTooltip();
  });
  markers.set(poi.id, marker);
  return marker;
}
