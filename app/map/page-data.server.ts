import { categories, kinds, places } from "virtual:map-data";
import type { MapData } from "./index";

/**
 * The map page's data, from its route's loader: pre-rendered into the page and hydrated from it,
 * so that the ~600 points are not compiled into the page's start-up JavaScript.
 */
export function mapPageData(): MapData {
  return { categories, kinds, places };
}
