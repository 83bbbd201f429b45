import type { MessageKey } from "~/i18n/messages";
import { kindLabelOf } from "~/map/kind-label";
import type { MapCategoryId, PoiIcon } from "~/map/poi-schema";
import { KIND_LABELS, type MapCategory, type MapKind, type Poi } from "~/map/poi-types";

/**
 * Legend label of each marker icon (the marker's look comes from `.poi-marker--{icon}` in
 * map.css); the category labels follow.
 */
export const POI_ICON_LABELS: Record<PoiIcon, MessageKey> = {
  business: "app.map.icon.business",
  car: "app.map.icon.car",
  moto: "app.map.icon.moto",
  velo: "app.map.icon.velo",
  boat: "app.map.icon.boat",
  plane: "app.map.icon.plane",
  parking: "app.map.icon.parking",
  illegal: "app.map.icon.illegal",
};

/** Name of each map category. */
export const CATEGORY_LABELS: Record<MapCategoryId, MessageKey> = {
  enterprise: "app.map.category.enterprise",
  dealer: "app.map.category.dealer",
  parking: "app.map.category.parking",
  illegal: "app.map.category.illegal",
};

/**
 * What a place is, said the same on its card, its line of the list, the search and the nearest
 * places: the name its kind gives it (« Service public » for the prefecture, filed with the
 * enterprises), else its marker's (« Entreprise »), then, where a category has several markers,
 * the category's (« Voitures · Concessionnaires »).
 */
export function placeKindText(
  t: (key: MessageKey) => string,
  poi: Poi,
  category: MapCategory,
  kinds: readonly Pick<MapKind, "points" | "label">[],
): string {
  const label = kindLabelOf(poi, kinds);
  const own = t(label ? KIND_LABELS[label] : POI_ICON_LABELS[poi.icon]);
  return category.icons.length > 1 ? `${own} · ${t(CATEGORY_LABELS[category.id])}` : own;
}
