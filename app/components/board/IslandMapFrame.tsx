import { Suspense, lazy } from "react";
import type { Poi } from "~/data/map";
import { useT } from "~/i18n/useT";
import { useHydrated } from "~/lib/useHydrated";

// Leaflet touches `window` when imported: the map is loaded in the browser only, on this page only.
const IslandMap = lazy(() => import("./IslandMap.client"));

interface Props {
  points: readonly Poi[];
  selected: Poi | undefined;
  onSelect: (poi: Poi) => void;
}

/** The map's frame: a placeholder of the same size until Leaflet has loaded (no layout shift). */
export function IslandMapFrame(props: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const placeholder = (
    <div className="island-map island-map--loading" role="status">
      {t("app.board.map.loading")}
    </div>
  );
  return (
    <div className="island-map-frame">
      {hydrated ? <Suspense fallback={placeholder}>{<IslandMap {...props} />}</Suspense> : placeholder}
    </div>
  );
}
