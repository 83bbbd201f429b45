import { Suspense, lazy } from "react";
import { MAP } from "~/map/config";
import { useT } from "~/i18n/useT";
import { useHydrated } from "~/lib/useHydrated";
import type { IslandMapProps } from "./IslandMap.client";

// Leaflet touches `window` when imported: the map is loaded in the browser only, on this page only.
const IslandMap = lazy(() => import("./IslandMap.client"));

/**
 * The map's frame: a placeholder of the same size until Leaflet has loaded (no layout shift).
 * Without scripts the placeholder stays, and says that the map needs them instead of loading.
 */
export function IslandMapFrame(props: IslandMapProps) {
  const t = useT();
  const hydrated = useHydrated();
  // The island's overview as a picture, centred as the map will be: it shows before any script.
  const placeholder = (
    <div className="island-map island-map--loading">
      <img
        className="island-map__poster"
        src={MAP.overviewPoster.src}
        width={MAP.overviewPoster.width}
        height={MAP.overviewPoster.height}
        alt=""
        fetchPriority="high"
      />
      <p className="island-map__status island-map__status--loading" role="status">
        {t("app.map.view.loading")}
      </p>
      <noscript>
        <p className="island-map__status">{t("app.map.view.needsScript")}</p>
      </noscript>
    </div>
  );
  return hydrated ? <Suspense fallback={placeholder}>{<IslandMap {...props} />}</Suspense> : placeholder;
}
