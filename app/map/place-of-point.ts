import type { Place } from "./place-types";
import { parsePosition } from "./projection";

export interface PointPlace {
  place: Place;
  /** The town a district, harbour or airport belongs to. */
  town: Place | undefined;
  /** True when the point lies in no place's circle and is only closest to this one. */
  near: boolean;
}

function centre(place: Place) {
  const { x, y } = parsePosition(place.position);
  return { x, y };
}

/**
 * Where a point is: the smallest place whose circle contains it (a district before its town), or
 * else the place whose edge is closest, marked `near`. Water names are labels only: they never
 * locate a point. Undefined when there is no land place at all.
 */
export function placeOfPoint(x: number, y: number, places: readonly Place[]): PointPlace | undefined {
  let inside: Place | undefined;
  let closest: { place: Place; gap: number } | undefined;
  for (const place of places) {
    if (place.kind === "water") continue;
    const c = centre(place);
    const gap = Math.hypot(x - c.x, y - c.y) - place.radius;
    if (gap <= 0 && (!inside || place.radius < inside.radius)) inside = place;
    if (!closest || gap < closest.gap) closest = { place, gap };
  }
  const place = inside ?? closest?.place;
  if (!place) return undefined;
  const town = place.town === undefined ? undefined : places.find((other) => other.id === place.town);
  return { place, town, near: inside === undefined };
}
