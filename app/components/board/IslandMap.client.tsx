import L from "leaflet";
import { useEffect, useMemo } from "react";
import { MapContainer, Marker, TileLayer, useMap } from "react-leaflet";
import { MAP } from "~/config/site";
import type { Poi, PoiIcon } from "~/data/map";
import { useT } from "~/i18n/useT";
import { prefersReducedMotion } from "~/lib/hash-scroll";
import { CRS_TRANSFORMATION, parsePosition } from "~/lib/map/projection";

/** A linear projection of game coordinates: latLng = [y, x], tiles as drawn by scripts/map. */
const ISLAND_CRS = L.extend({}, L.CRS.Simple, {
  transformation: new L.Transformation(
    CRS_TRANSFORMATION.a,
    CRS_TRANSFORMATION.b,
    CRS_TRANSFORMATION.c,
    CRS_TRANSFORMATION.d,
  ),
});

const WORLD_BOUNDS = L.latLngBounds(
  [-MAP.coordinateBound, -MAP.coordinateBound],
  [MAP.coordinateBound, MAP.coordinateBound],
);
const [[cornerAX, cornerAY], [cornerBX, cornerBY]] = MAP.overviewCorners;
const OVERVIEW_BOUNDS = L.latLngBounds([cornerAY, cornerAX], [cornerBY, cornerBX]);

const toLatLng = (poi: Poi): L.LatLngTuple => {
  const { x, y } = parsePosition(poi.position);
  return [y, x];
};

const iconCache = new Map<string, L.DivIcon>();
function markerIcon(icon: PoiIcon, selected: boolean): L.DivIcon {
  const key = `${icon}:${selected}`;
  let divIcon = iconCache.get(key);
  if (!divIcon) {
    divIcon = L.divIcon({
      className: `poi-marker poi-marker--${icon}${selected ? " poi-marker--selected" : ""}`,
      iconSize: [MAP.markerIconSizePx, MAP.markerIconSizePx],
    });
    iconCache.set(key, divIcon);
  }
  return divIcon;
}

/**
 * Leaflet snaps every programmatic zoom to `zoomSnap` (0.5); the spec's overview zoom is 1.2,
 * so the snap is lifted for that one call.
 */
function setExactView(map: L.Map, center: L.LatLngExpression, zoom: number, animate: boolean) {
  const snap = map.options.zoomSnap;
  map.options.zoomSnap = 0;
  map.setView(center, zoom, { animate });
  map.options.zoomSnap = snap;
}

/** Follows the selection: centred on the point at zoom 4, or the island's overview at zoom 1.2. */
function ViewController({ selected, label }: { selected: Poi | undefined; label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "region");
    container.setAttribute("aria-label", label);
  }, [map, label]);
  useEffect(() => {
    const animate = !prefersReducedMotion(window);
    if (selected) map.setView(toLatLng(selected), MAP.selectedZoom, { animate });
    else setExactView(map, OVERVIEW_BOUNDS.getCenter(), MAP.overviewZoom, animate);
  }, [map, selected]);

  // The map's own state, mirrored on its element for tests and tools.
  useEffect(() => {
    const container = map.getContainer();
    const mirror = () => {
      const center = map.getCenter();
      container.dataset.zoom = String(map.getZoom());
      container.dataset.center = `${center.lng.toFixed(2)},${center.lat.toFixed(2)}`;
    };
    mirror();
    map.on("zoomend moveend", mirror);
    return () => {
      map.off("zoomend moveend", mirror);
    };
  }, [map]);
  return null;
}

interface Props {
  points: readonly Poi[];
  selected: Poi | undefined;
  onSelect: (poi: Poi) => void;
}

export default function IslandMap({ points, selected, onSelect }: Props) {
  const t = useT();
  const markers = useMemo(() => points.map((poi) => ({ poi, position: toLatLng(poi) })), [points]);
  return (
    <MapContainer
      className="island-map"
      crs={ISLAND_CRS}
      center={OVERVIEW_BOUNDS.getCenter()}
      zoom={MAP.minZoom}
      minZoom={MAP.minZoom}
      maxZoom={MAP.maxZoom}
      zoomSnap={MAP.zoomSnap}
      zoomDelta={MAP.zoomSnap}
      maxBounds={WORLD_BOUNDS}
      maxBoundsViscosity={1}
      attributionControl={false}
    >
      <TileLayer
        url={MAP.tileUrl}
        tileSize={MAP.tileSize}
        minZoom={MAP.minZoom}
        maxZoom={MAP.maxZoom}
        minNativeZoom={MAP.minZoom}
        maxNativeZoom={MAP.maxZoom}
        bounds={WORLD_BOUNDS}
        noWrap
      />
      {markers.map(({ poi, position }) => {
        const isSelected = poi.id === selected?.id;
        return (
          <Marker
            key={poi.id}
            position={position}
            icon={markerIcon(poi.icon, isSelected)}
            zIndexOffset={isSelected ? 1000 : 0}
            // The list is the keyboard way to reach points; hundreds of markers would be hundreds of tab stops.
            keyboard={false}
            eventHandlers={{
              click: () => onSelect(poi),
              // The name's tooltip is made on first hover: hundreds of tooltips up front cost start-up time.
              mouseover: (event) => {
                const marker = event.target as L.Marker;
                if (!marker.getTooltip()) marker.bindTooltip(poi.name, { direction: "top", offset: [0, -8] });
                marker.openTooltip();
              },
            }}
          />
        );
      })}
      <ViewController selected={selected} label={t("app.board.map.label")} />
    </MapContainer>
  );
}
