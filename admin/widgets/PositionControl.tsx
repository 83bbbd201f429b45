import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { Component, createRef } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { MAP } from "~/config/map";
import { islandCrs } from "~/lib/map/island-crs";
import { checkPosition, formatPosition } from "./position";
import { refused, type Validity } from "./validity";

/** The site map's projection (app/lib/map/island-crs.ts): latLng = [y, x] on the island's tiles. */
const ISLAND_CRS = islandCrs(L);
const BOUND = MAP.coordinateBound;
const WORLD_BOUNDS = L.latLngBounds([-BOUND, -BOUND], [BOUND, BOUND]);
const [[west, north], [east, south]] = MAP.overviewCorners;
const OVERVIEW = L.latLngBounds([south, west], [north, east]);
const MARKER = L.divIcon({ className: "position-marker", iconSize: [24, 24], iconAnchor: [12, 12] });

/**
 * A point's position on the island: the site's tiles and projection, a marker that a click moves
 * and that can be dragged, and the "x,y,z" text, which staff may also type. A position off the map
 * is refused with a message.
 */
export class PositionControl extends Component<CmsWidgetControlProps<string | undefined>> {
  private container = createRef<HTMLDivElement>();
  private map: L.Map | undefined;
  private marker: L.Marker | undefined;

  isValid = (): Validity => {
    if (!this.props.value) return true;
    const checked = checkPosition(this.props.value);
    return typeof checked === "string" ? refused(checked) : true;
  };

  componentDidMount() {
    if (!this.container.current) return;
    const map = L.map(this.container.current, {
      crs: ISLAND_CRS,
      minZoom: MAP.minZoom,
      maxZoom: MAP.maxZoom,
      zoomSnap: MAP.zoomSnap,
      maxBounds: WORLD_BOUNDS,
      attributionControl: false,
    });
    L.tileLayer(MAP.tileUrl, {
      tileSize: MAP.tileSize,
      minZoom: MAP.minZoom,
      maxZoom: MAP.maxZoom,
      minNativeZoom: MAP.minZoom,
      maxNativeZoom: MAP.maxZoom,
      bounds: WORLD_BOUNDS,
      noWrap: true,
    }).addTo(map);
    map.fitBounds(OVERVIEW);
    map.on("click", (event: L.LeafletMouseEvent) => this.moveTo(event.latlng));
    this.map = map;
    this.showMarker();
  }

  componentDidUpdate() {
    this.showMarker();
  }

  componentWillUnmount() {
    this.map?.remove();
  }

  /** The marker where the value says, if it says a position on the map. */
  private showMarker() {
    const checked = this.props.value ? checkPosition(this.props.value) : undefined;
    if (!this.map || !checked || typeof checked === "string") return;
    const latLng = L.latLng(checked.y, checked.x);
    if (!this.marker) {
      this.marker = L.marker(latLng, {
        icon: MARKER,
        draggable: true,
        keyboard: false,
        title: "Position du point",
      }).addTo(this.map);
      this.marker.on("dragend", () => this.marker && this.moveTo(this.marker.getLatLng()));
    } else if (!this.marker.getLatLng().equals(latLng)) {
      this.marker.setLatLng(latLng);
    }
  }

  /** A click or a drag keeps the height (z) already written. */
  private moveTo(latLng: L.LatLng) {
    const current = this.props.value ? checkPosition(this.props.value) : undefined;
    const z = current && typeof current !== "string" ? current.z : 0;
    this.props.onChange(formatPosition({ x: latLng.lng, y: latLng.lat, z }));
  }

  render() {
    const { forID, value, onChange, classNameWrapper } = this.props;
    return (
      <div className="position-control">
        <input
          id={forID}
          type="text"
          inputMode="decimal"
          className={classNameWrapper}
          value={value ?? ""}
          placeholder="x,y,z"
          onChange={(event) => onChange(event.target.value)}
        />
        <div ref={this.container} className="position-control__map" data-testid="position-map" />
      </div>
    );
  }
}
