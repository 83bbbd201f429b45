import type { MessageKey } from "~/i18n/messages";
import type { MapCategoryId, PoiIcon } from "~/data/map/poi-schema";

/**
 * Legend label of each marker icon (the marker's look comes from `.poi-marker--{icon}` in
 * board.css); the category labels follow.
 */
export const POI_ICON_LABELS: Record<PoiIcon, MessageKey> = {
  business: "app.board.icon.business",
  car: "app.board.icon.car",
  moto: "app.board.icon.moto",
  velo: "app.board.icon.velo",
  boat: "app.board.icon.boat",
  plane: "app.board.icon.plane",
  parking: "app.board.icon.parking",
  illegal: "app.board.icon.illegal",
};

/** Name of each map category. */
export const CATEGORY_LABELS: Record<MapCategoryId, MessageKey> = {
  enterprise: "app.board.category.enterprise",
  dealer: "app.board.category.dealer",
  parking: "app.board.category.parking",
  illegal: "app.board.category.illegal",
};
