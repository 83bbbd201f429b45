import { UNITS_PER_PIXEL_AT_ZOOM0, type GameBounds } from "./projection";

/** A box of the map that the first view shows whole, `paddingPx` or more inside the map's edges. */
export interface Shown {
  bounds: GameBounds;
  paddingPx: number;
}

export interface OverviewInput {
  /** What to show whole: the island's frame (the spec's corners) first, whose centre is preferred. */
  frame: Shown;
  /** Also shown whole, with room for what is drawn there: every point of the map. */
  points: Shown;
  /** The map's size on screen (px). */
  width: number;
  height: number;
  /** The overview's zoom where the map is large enough (the spec's 1.2), and the lowest allowed. */
  zoom: number;
  minZoom: number;
}

export interface OverviewView {
  x: number;
  y: number;
  zoom: number;
}

type Axis = "X" | "Y";
const low = (shown: Shown, axis: Axis) => shown.bounds[`min${axis}`];
const high = (shown: Shown, axis: Axis) => shown.bounds[`max${axis}`];

/**
 * Game units per pixel needed along one axis: every box fits at once, each inside its padding, when
 * for any two boxes a and b, a's far edge and b's near edge fit in the screen less both paddings.
 */
function unitsNeeded(boxes: readonly Shown[], axis: Axis, size: number): number {
  let needed = 0;
  for (const a of boxes)
    for (const b of boxes) {
      const span = high(a, axis) - low(b, axis);
      const room = size - a.paddingPx - b.paddingPx;
      needed = Math.max(needed, room > 0 ? span / room : Infinity);
    }
  return needed;
}

/** The preferred centre moved just enough for every box to fit; the boxes' middle if they cannot. */
function centreOn(
  boxes: readonly Shown[],
  axis: Axis,
  size: number,
  unitsPerPixel: number,
  preferred: number,
) {
  const from = Math.max(...boxes.map((b) => high(b, axis) - (size / 2 - b.paddingPx) * unitsPerPixel));
  const to = Math.min(...boxes.map((b) => low(b, axis) + (size / 2 - b.paddingPx) * unitsPerPixel));
  if (from <= to) return Math.min(Math.max(preferred, from), to);
  return (Math.min(...boxes.map((b) => low(b, axis))) + Math.max(...boxes.map((b) => high(b, axis)))) / 2;
}

/**
 * The map's first view: the frame's centre at the overview zoom where the map has room for the
 * frame and every point (a desktop); on a smaller map (a phone), the zoom that still holds them
 * all, down to the lowest zoom, with the centre moved towards the points as little as needed. No
 * marker, cluster or frame edge is then cut by the map's edge.
 */
export function overviewView(input: OverviewInput): OverviewView {
  const boxes = [input.frame, input.points];
  const unitsPerPixelNeeded = Math.max(
    unitsNeeded(boxes, "X", input.width),
    unitsNeeded(boxes, "Y", input.height),
  );
  const fitting = Math.log2(UNITS_PER_PIXEL_AT_ZOOM0 / unitsPerPixelNeeded);
  const zoom = Math.max(input.minZoom, Math.min(input.zoom, fitting));
  const unitsPerPixel = UNITS_PER_PIXEL_AT_ZOOM0 / 2 ** zoom;
  const frame = input.frame.bounds;
  return {
    x: centreOn(boxes, "X", input.width, unitsPerPixel, (frame.minX + frame.maxX) / 2),
    y: centreOn(boxes, "Y", input.height, unitsPerPixel, (frame.minY + frame.maxY) / 2),
    zoom,
  };
}

/** The smallest box holding every position. */
export function boundsOf(positions: readonly { x: number; y: number }[]): GameBounds {
  return {
    minX: Math.min(...positions.map((p) => p.x)),
    maxX: Math.max(...positions.map((p) => p.x)),
    minY: Math.min(...positions.map((p) => p.y)),
    maxY: Math.max(...positions.map((p) => p.y)),
  };
}
