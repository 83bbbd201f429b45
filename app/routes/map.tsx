import { useMemo } from "react";
import { MapDataProvider } from "~/components/map/MapDataContext";
import { MapPage } from "~/components/map/MapPage";
import type { MapData } from "~/map";
import { mapPageData } from "~/map/page-data.server";
import { catalogueMeta } from "~/lib/meta";
import type { Route } from "./+types/map";
import "~/styles/map.css";

/**
 * The points, kinds and place names: in the page's data, not its start-up JavaScript. As one JSON
 * text: React Router's encoding of the same objects, item by item, was half as large again
 * once compressed.
 */
export function loader() {
  return { mapData: JSON.stringify(mapPageData()) };
}

export const meta = catalogueMeta("map");

export default function MapRoute({ loaderData }: Route.ComponentProps) {
  const data = useMemo(() => JSON.parse(loaderData.mapData) as MapData, [loaderData.mapData]);
  return (
    <MapDataProvider data={data}>
      <MapPage />
    </MapDataProvider>
  );
}
