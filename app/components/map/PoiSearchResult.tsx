import { useT } from "~/i18n/useT";
import type { SearchResult } from "~/map/poi-search";
import { CATEGORY_LABELS, placeKindText } from "./map-labels";
import { useMapData } from "./MapDataContext";

/** One search result: its marker, its name and its category, or what its card calls it (« Service public »). */
export function PoiSearchResult({ result }: { result: SearchResult }) {
  const t = useT();
  const { kinds } = useMapData();
  if (result.kind === "category") {
    const icon = result.category.icons[0]!;
    return (
      <>
        <span className={`poi-marker poi-marker--${icon}`} aria-hidden="true" />
        <span className="poi-search__name">{t(CATEGORY_LABELS[result.category.id])}</span>
        <span className="poi-search__category">{t("app.map.search.wholeCategory")}</span>
      </>
    );
  }
  return (
    <>
      <span className={`poi-marker poi-marker--${result.poi.icon}`} aria-hidden="true" />
      <span className="poi-search__name" lang="fr">
        {result.poi.name}
      </span>
      <span className="poi-search__category">{placeKindText(t, result.poi, result.category, kinds)}</span>
    </>
  );
}
