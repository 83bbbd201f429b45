import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { Component, createRef } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { MAP } from "~/map/config";
import {
  groundHeight,
  placeGroundProblem,
  pointGroundProblem,
  pointGroundWarnings,
} from "~/map/ground-rules";
import { pointSpotProblem } from "~/map/point-rules";
import type { Place, PlaceKind } from "~/map/place-types";
import type { PoiIcon } from "~/map/poi-types";
import { islandCrs } from "~/map/island-crs";
import { placeLine } from "~/map/place-line";
import { placeOfPoint } from "~/map/place-of-point";
import type { GamePosition } from "~/map/projection";
import { contentIndex } from "../content-index";
import { categoryOfCollection } from "./PoiIdControl";
import { checkPosition, formatPosition } from "./position";
import { refused, sentence, type Validity } from "./validity";

/** The site map's projection (app/map/island-crs.ts): latLng = [y, x] on the island's tiles. */
const ISLAND_CRS = islandCrs(L);
const BOUND = MAP.coordinateBound;
const WORLD_BOUNDS = L.latLngBounds([-BOUND, -BOUND], [BOUND, BOUND]);
const [[west, north], [east, south]] = MAP.overviewCorners;
const OVERVIEW = L.latLngBounds([south, west], [north, east]);
const MARKER = L.divIcon({ className: "position-marker", iconSize: [24, 24], iconAnchor: [12, 12] });

type Props = CmsWidgetControlProps<string | undefined> & {
  getEntry?: () => { get(key: string): unknown; getIn(path: string[]): unknown };
  entry?: { get(key: string): unknown; getIn(path: string[]): unknown };
  collection?: { get(key: string): unknown };
};

const latLngOf = (position: string) => {
  const checked = checkPosition(position);
  return typeof checked === "string" ? undefined : L.latLng(checked.y, checked.x);
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Whether a place's name shows at this zoom, as on the site's map (MAP.placeLabelMinZoom). */
const shownAt = (place: Place, zoom: number) =>
  zoom >= (place.minZoom ?? MAP.placeLabelMinZoom[place.kind]) && zoom <= (place.maxZoom ?? MAP.maxZoom);

/**
 * A point's or a place's position on the island, on the map as players see it: the site's tiles
 * and projection, the place names, and the category's other points (a name or a spot already taken
 * shows). A click puts the marker there, and it can be dragged; the height `z` is then the ground's
 * there, from the island's model, and the « x,y,z » text may also be typed. A position the build
 * refuses (off the map, in the sea…) is refused on the field with the build's sentence
 * (app/map/ground-rules.ts); what it only warns about is said under the map.
 */
export class PositionControl extends Component<Props> {
  private container = createRef<HTMLDivElement>();
  private map: L.Map | undefined;
  private marker: L.Marker | undefined;
  private labels: { place: Place; marker: L.Marker }[] = [];

  private entry() {
    return this.props.getEntry?.() ?? this.props.entry;
  }

  private isPlace(): boolean {
    return String(this.props.collection?.get("name") ?? "") === "map-places";
  }

  /** This entry's own file name (its id): the map does not show it twice. */
  private ownId(): string | undefined {
    const entry = this.entry();
    if (!entry || entry.get("newRecord")) return undefined;
    const slug = entry.get("slug");
    return typeof slug === "string" ? slug : undefined;
  }

  /**
   * Why the build would refuse this position, in French, or undefined: off the ground, or (a map
   * point) at the spot of another point of its category, which the save also refuses.
   */
  private groundProblem(position: GamePosition): string | undefined {
    const data = (key: string) => this.entry()?.getIn(["data", key]);
    if (this.isPlace()) return placeGroundProblem(position, String(data("kind") ?? "town") as PlaceKind);
    const ground = pointGroundProblem(position, String(data("icon") ?? "") as PoiIcon);
    if (ground) return ground;
    const own = this.ownId();
    const others = (contentIndex.points[categoryOfCollection(this.props.collection)] ?? []).filter(
      (point) => String(point.id) !== own,
    );
    return pointSpotProblem(`${position.x},${position.y}`, others);
  }

  isValid = (): Validity => {
    if (!this.props.value) return true;
    const checked = checkPosition(this.props.value);
    if (typeof checked === "string") return refused(checked);
    const problem = this.groundProblem(checked);
    return problem ? refused(sentence("La position", problem)) : true;
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
    this.showOthers(map);
    this.showLabels(map);
    map.on("zoomend", () => this.showLabels(map));
    this.showMarker();
  }

  componentDidUpdate() {
    this.showMarker();
  }

  componentWillUnmount() {
    this.map?.remove();
  }

  /** The category's other points (or the other places), each named on hover. */
  private showOthers(map: L.Map) {
    const own = this.ownId();
    const others = this.isPlace()
      ? contentIndex.places
          .filter((place) => place.id !== own)
          .map((place) => ({ name: place.name, position: place.position }))
      : (contentIndex.points[categoryOfCollection(this.props.collection)] ?? []).filter(
          (point) => String(point.id) !== own,
        );
    for (const other of others) {
      const latLng = latLngOf(other.position);
      if (!latLng) continue;
      L.circleMarker(latLng, { radius: 5, className: "position-control__other", interactive: true })
        .bindTooltip(escapeHtml(other.name), { direction: "top" })
        .addTo(map);
    }
  }

  /** The place names the site's map writes at this zoom. */
  private showLabels(map: L.Map) {
    if (this.labels.length === 0)
      this.labels = contentIndex.places.flatMap((place) => {
        const latLng = latLngOf(place.position);
        if (!latLng) return [];
        const icon = L.divIcon({
          className: `place-label place-label--${place.kind}`,
          html: `<span lang="fr">${escapeHtml(place.name)}</span>`,
          iconSize: [0, 0],
        });
        return [
          { place: place as Place, marker: L.marker(latLng, { icon, interactive: false, keyboard: false }) },
        ];
      });
    const zoom = map.getZoom();
    for (const { place, marker } of this.labels) {
      if (shownAt(place, zoom)) marker.addTo(map);
      else marker.remove();
    }
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
        zIndexOffset: 1000,
      }).addTo(this.map);
      this.marker.on("dragend", () => this.marker && this.moveTo(this.marker.getLatLng()));
    } else if (!this.marker.getLatLng().equals(latLng)) {
      this.marker.setLatLng(latLng);
    }
  }

  /** A click or a drag sets x and y there, and z to the ground's height there. */
  private moveTo(latLng: L.LatLng) {
    const x = latLng.lng;
    const y = latLng.lat;
    this.props.onChange(formatPosition({ x, y, z: groundHeight(x, y) }));
  }

  /** What to say under the map of the position written now: where it is, or why it is refused. */
  private status(): { text: string; wrong: boolean }[] {
    if (!this.props.value) return [{ text: "Cliquez sur la carte à l'endroit du point.", wrong: false }];
    const checked = checkPosition(this.props.value);
    if (typeof checked === "string") return [{ text: checked, wrong: true }];
    const problem = this.groundProblem(checked);
    if (problem) return [{ text: sentence("La position", problem), wrong: true }];
    const where = placeOfPoint(checked.x, checked.y, contentIndex.places as Place[]);
    const lines = [
      {
        // As the map's card says it in French (« Près de la vallée de la Vière »).
        text: where
          ? `${where.near ? "" : "À "}${placeLine(where, "fr", (key, { place, town }) => (key === "app.map.card.near" ? `Près de ${place}` : `${place}, ${town}`))}.`
          : "Sur l'île.",
        wrong: false,
      },
    ];
    if (!this.isPlace()) {
      const icon = String(this.entry()?.getIn(["data", "icon"]) ?? "") as PoiIcon;
      for (const warning of pointGroundWarnings(checked, icon, contentIndex.places as Place[]))
        if (!warning.startsWith("aucun nom de lieu"))
          lines.push({ text: `À vérifier : ${warning}.`, wrong: false });
    }
    return lines;
  }

  render() {
    const { forID, value, onChange, classNameWrapper } = this.props;
    const status = this.status();
    return (
      <div className="position-control">
        <input
          id={forID}
          type="text"
          inputMode="decimal"
          className={classNameWrapper}
          value={value ?? ""}
          placeholder="x,y,z"
          aria-describedby={`${forID}-status`}
          onChange={(event) => onChange(event.target.value)}
        />
        <div ref={this.container} className="position-control__map" data-testid="position-map" />
        <div id={`${forID}-status`} className="position-control__status" aria-live="polite">
          {status.map((line) => (
            <p key={line.text} className={line.wrong ? "position-control__wrong" : undefined}>
              {line.text}
            </p>
          ))}
        </div>
      </div>
    );
  }
}
