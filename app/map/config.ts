// The island map of /board: zoom levels, tiles, markers and place names.

export const MAP = {
  minZoom: 1,
  maxZoom: 4,
  zoomSnap: 0.5,
  selectedZoom: 4,
  overviewZoom: 1.2,
  tileSize: 256,
  coordinateBound: 16384,
  markerIconSizePx: 15,
  /**
   * A marker's or a cluster's target on the map (the drawing stays 15 px in its middle): with a
   * mouse, and where a finger may tap (touch screens), a finger's width.
   */
  markerHitSizePx: 24,
  touchHitSizePx: 32,
  /** A pin of the player's own: the drawing, its tip on the spot, in a target as large as a marker's. */
  pinSizePx: { width: 20, height: 26 },
  /** The chosen point's marker: larger than the others, so that it stands out. */
  selectedMarkerSizePx: 25,
  /**
   * Markers closer than this (screen pixels) are grouped into a numbered cluster. At the highest
   * zoom only markers that would touch are grouped (a cluster there spreads out on a click); the
   * radius stays above a cluster's size so that no cluster or marker hides under another.
   */
  clusterRadiusPx: { low: 44, highest: 30 },
  /** Zoom from which each kind of place name shows, unless the place sets its own. */
  placeLabelMinZoom: { town: 1, area: 1.5, water: 1.5, airport: 2, harbour: 3, district: 3 },
  /**
   * Room (px) the overview keeps inside the map's edges around the island's frame, and around the
   * outermost points: half a small cluster (26 px) and a pixel, so that no marker or cluster is cut
   * on a phone (larger clusters gather ten points or more, and sit further in).
   */
  overviewPaddingPx: { frame: 4, points: 14 },
  /** Corners (x, y) of the island's overview frame. */
  overviewCorners: [
    [-1000, 7500],
    [2000, -5500],
  ],
  tileUrl: "/img/map/satellite/{z}/{x}/{y}.webp",
  /** The overview as one picture, shown until Leaflet loads (made by generators/map/overview-poster.ts). */
  overviewPoster: { src: "/img/map/overview.webp", width: 1024, height: 800 },
} as const;
