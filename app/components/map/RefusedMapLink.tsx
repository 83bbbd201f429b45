import { useT } from "~/i18n/useT";
import type { RefusedMapLink as Refused } from "~/map/map-url";

/**
 * Why the map does not show what the link asked for (a place removed since, a position that is
 * none), at the top of the page: without it, a broken link opens the island as if nothing was asked.
 */
export function RefusedMapLink({ refused }: { refused: Refused }) {
  const t = useT();
  return (
    <p className="map-refusal map-page__refused-link" role="status">
      {t(refused === "poi" ? "app.board.link.refusedPoi" : "app.board.link.refusedAt")}
    </p>
  );
}
