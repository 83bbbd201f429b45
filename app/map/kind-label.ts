import type { KindLabel, MapKind, Poi } from "./poi-types.ts";

/**
 * What a point's card calls it when one of its kinds names it (« Service public » for the
 * prefecture, which the map files with the enterprises): the first kind of content/map/kinds.json
 * that lists the point and has a label. Else undefined, and the card names its icon.
 */
export function kindLabelOf(
  poi: Poi,
  kinds: readonly Pick<MapKind, "points" | "label">[],
): KindLabel | undefined {
  return kinds.find((kind) => kind.label && kind.points?.includes(poi.id))?.label;
}
