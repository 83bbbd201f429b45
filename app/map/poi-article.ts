import type { MapCategory, MapKind, Poi } from "./poi-types.ts";

type KindLink = Pick<MapKind, "category" | "points" | "article">;

const articles = new WeakMap<readonly KindLink[], Map<number, string>>();

/**
 * The rulebook page a point's card links to: the point's own (`article`, the court's for the
 * court), else its kind's (the rental article for a rental agency; the first kind of
 * content/map/kinds.json that names the point and has one), else its category's.
 */
export function articleOf(poi: Poi, category: MapCategory, kinds: readonly KindLink[]): string {
  if (poi.article) return poi.article;
  let byPoint = articles.get(kinds);
  if (!byPoint) {
    byPoint = new Map();
    for (const kind of kinds) {
      if (!kind.article) continue;
      for (const id of kind.points ?? []) if (!byPoint.has(id)) byPoint.set(id, kind.article);
    }
    articles.set(kinds, byPoint);
  }
  const wholeCategory = kinds.find((kind) => !kind.points && kind.category === category.id && kind.article);
  return byPoint.get(poi.id) ?? wholeCategory?.article ?? category.article;
}
