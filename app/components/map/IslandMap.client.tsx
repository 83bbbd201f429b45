import L from "./leaflet-global.client";
// With the map's script: the page's first paint, the map's placeholder, does not wait for them.
import "leaflet/dist/leaflet.css";
import "~/styles/island-map.css";
import { Suspense, lazy, useEffect, useState, type ComponentProps, type RefObject } from "react";
import { MapContainer, TileLayer, ZoomControl } from "react-leaflet";
import { MAP } from "~/map/config";
import type { Poi } from "~/map";
import { useT } from "~/i18n/useT";
import { localeDirection } from "~/i18n/locales";
import { useLocale } from "~/i18n/LocaleProvider";
import { islandCrs } from "~/map/island-crs";
import type { Spot } from "~/map/game-position";
import { GestureGate } from "./GestureGate.client";
import { MapPointer, type SpotChoice } from "./MapPointer.client";
import { MapViewController, OVERVIEW_BOUNDS, type MapView } from "./MapViewController.client";
import { MarkerClusterLayer } from "./MarkerClusterLayer.client";
import { PlaceLabels } from "./PlaceLabels.client";
import { OriginMarker } from "./OriginMarker.client";
import { SelectedMarker } from "./SelectedMarker.client";

/** The island's projection (app/map/island-crs.ts), the same as the editor's position widget. */
const ISLAND_CRS = islandCrs(L);

// Pins and the chosen spot: loaded once there is one to draw.
const PinLayer = lazy(() => import("./PinLayer.client"));

const WORLD_BOUNDS = L.latLngBounds(
  [-MAP.coordinateBound, -MAP.coordinateBound],
  [MAP.coordinateBound, MAP.coordinateBound],
);

const IS_MAC = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

export interface IslandMapProps {
  points: readonly Poi[];
  selected: Poi | undefined;
  /** The place `selected` was chosen from on its card, drawn too (OriginMarker). */
  origin: Poi | undefined;
  nameOf: (poi: Poi) => string;
  onSelect: (poi: Poi) => void;
  /** Whether the map fills the screen (then the wheel and one finger move it). */
  fullscreen: boolean;
  /** The player's pins, a shared link's, a pin being made and the chosen spot. */
  pinLayer: ComponentProps<typeof PinLayer>;
  /** A long press or a right click on the map (copied at once), or Enter on it (its centre): that spot. */
  onSpot: (spot: Spot, how: SpotChoice) => void;
  /** See MapViewController. */
  spotFromMap: RefObject<string | undefined>;
  hold: boolean;
  viewRef: RefObject<MapView | null>;
}

export default function IslandMap({
  points,
  selected,
  origin,
  nameOf,
  onSelect,
  fullscreen,
  pinLayer,
  onSpot,
  spotFromMap,
  hold,
  viewRef,
}: IslandMapProps) {
  const t = useT();
  // The map's buttons stand at the start of the line: on the right in Arabic.
  const controls = localeDirection(useLocale().locale) === "rtl" ? "topright" : "topleft";
  // The map and its tiles first; names and markers in a task of their own, so that neither start
  // holds the page for long.
  const [layered, setLayered] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLayered(true));
    return () => clearTimeout(timer);
  }, []);
  const zoomIn = t("app.map.view.zoomIn");
  const zoomOut = t("app.map.view.zoomOut");
  return (
    <MapContainer
      className="island-map"
      crs={ISLAND_CRS}
      center={OVERVIEW_BOUNDS.getCenter()}
      zoom={MAP.overviewZoom}
      minZoom={MAP.minZoom}
      maxZoom={MAP.maxZoom}
      zoomSnap={MAP.zoomSnap}
      zoomDelta={MAP.zoomSnap}
      // One notch of a mouse wheel (about 100 px) is one half-level step.
      wheelPxPerZoomLevel={200}
      maxBounds={WORLD_BOUNDS}
      maxBoundsViscosity={1}
      attributionControl={false}
      zoomControl={false}
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
      {/* Leaflet's buttons keep the titles they were made with: new words make new buttons. */}
      <ZoomControl
        key={`${zoomIn}|${zoomOut}|${controls}`}
        position={controls}
        zoomInTitle={zoomIn}
        zoomOutTitle={zoomOut}
      />
      {layered ? (
        <>
          <PlaceLabels selectedId={selected?.id} />
          <MarkerClusterLayer points={points} selectedId={selected?.id} nameOf={nameOf} onSelect={onSelect} />
          <SelectedMarker poi={selected} />
          <OriginMarker poi={origin} name={origin ? nameOf(origin) : ""} />
          {pinLayer.pins.length > 0 || pinLayer.shared.length > 0 || pinLayer.draft || pinLayer.spot ? (
            <Suspense fallback={null}>
              <PinLayer {...pinLayer} />
            </Suspense>
          ) : null}
        </>
      ) : null}
      <MapPointer onSpot={onSpot} />
      <MapViewController
        selected={selected}
        origin={origin}
        spot={pinLayer.spot}
        spotFromMap={spotFromMap}
        hold={hold}
        label={t("app.map.view.label")}
        viewRef={viewRef}
      />
      <GestureGate
        wheelHint={t("app.map.view.wheelHint", { key: IS_MAC ? "⌘" : "Ctrl" })}
        touchHint={t("app.map.view.touchHint")}
        cooperative={!fullscreen}
      />
    </MapContainer>
  );
}
