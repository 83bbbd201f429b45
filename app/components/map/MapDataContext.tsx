import { createContext, use, type ReactNode } from "react";
import type { MapData } from "~/map";

const MapDataContext = createContext<MapData | null>(null);

/** Gives the map page's data (its route's loader data) to every component of the page. */
export function MapDataProvider({ data, children }: { data: MapData; children: ReactNode }) {
  return <MapDataContext value={data}>{children}</MapDataContext>;
}

/** The map page's categories, kinds of places and place names. */
export function useMapData(): MapData {
  const data = use(MapDataContext);
  if (!data) throw new Error("useMapData: a map component is used outside the map page's MapDataProvider");
  return data;
}
