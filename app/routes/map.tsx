import { useCallback, useEffect, useEffectEvent, useMemo, useRef } from "react";
import { AllPlacesList } from "~/components/map/AllPlacesList";
import { EarlyMapTaps, takeEarlyTaps } from "~/components/map/EarlyMapTaps";
import { MapColumn } from "~/components/map/MapColumn";
import { MapCategorySelector } from "~/components/map/MapCategorySelector";
import { PoiList } from "~/components/map/PoiList";
import { PoiSearch, shownKey } from "~/components/map/PoiSearch";
import { CATEGORY_LABELS } from "~/components/map/map-labels";
import { SelectionAnnouncement } from "~/components/map/SelectionAnnouncement";
import { useMapSelection } from "~/components/map/useMapSelection";
import { useRevealMap } from "~/components/map/useRevealMap";
import { MAP_CATEGORIES, MASKED_NAME, findPoi, type MapCategory, type Poi } from "~/data/map";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { sortPoisByName } from "~/lib/map/poi-order";
import { catalogueMeta } from "~/lib/meta";
import "~/styles/map.css";
import withoutScriptStyles from "~/styles/map-without-script.css?url";

export const meta = catalogueMeta("map");

export default function MapPage() {
  const t = useT();
  const { category, selected, selectCategory, selectPoi } = useMapSelection();
  const listRef = useRef<HTMLUListElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const mapAreaRef = useRef<HTMLDivElement>(null);
  const mapFrameRef = useRef<HTMLDivElement>(null);
  const revealMap = useRevealMap(mapFrameRef, cardRef, selected?.id);
  const points = useMemo(() => sortPoisByName(category.points), [category]);

  const nameOf = useCallback((poi: Poi) => (poi.name === MASKED_NAME ? t("app.map.masked") : poi.name), [t]);
  const chooseFromList = (poi: Poi | undefined, inCategory?: MapCategory) => {
    if (poi) revealMap();
    selectPoi(poi, inCategory);
  };
  // Back to the overview; focus that was in the closing card goes to the list, not to the page's top.
  const closeCard = () => {
    if (cardRef.current?.contains(document.activeElement)) listRef.current?.focus();
    selectPoi(undefined);
  };
  // Escape closes the chosen place's card, unless something on the way (the search's list, the
  // category list, full screen) used the key first.
  const closeOnEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === "Escape" && !event.defaultPrevented) {
      event.preventDefault();
      closeCard();
    }
  });
  // A category or a row tapped before the app was ready (see EarlyMapTaps) is chosen now; a row in
  // its own category.
  const chooseEarlyTap = useEffectEvent(() => {
    const early = takeEarlyTaps();
    const tapped = MAP_CATEGORIES.find((known) => known.id === early.category);
    if (tapped && tapped.id !== category.id) selectCategory(tapped.id);
    const found = early.poiId === undefined ? undefined : findPoi(early.poiId);
    if (found) chooseFromList(found.poi, found.category);
  });
  useEffect(() => chooseEarlyTap(), []);
  const hasSelection = selected !== undefined;
  useEffect(() => {
    if (!hasSelection) return;
    const onKeyDown = (event: KeyboardEvent) => closeOnEscape(event);
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [hasSelection]);

  return (
    <div className="map-page">
      <header className="map-page__header">
        <h1>
          <Message id="app.map.heading" />
        </h1>
        <p className="page-intro">
          <Message id="app.map.intro" />
        </p>
        {/* Before the controls it hides, so that they never show without scripts. */}
        <noscript>
          <link rel="stylesheet" href={withoutScriptStyles} />
        </noscript>
      </header>
      <div className="map-page__panel">
        <PoiSearch
          shown={shownKey(category, selected)}
          shownName={selected && selected.name !== MASKED_NAME ? selected.name : undefined}
          onChoosePoi={(poi, inCategory) => chooseFromList(poi, inCategory)}
          onChooseCategory={(chosen) => selectCategory(chosen.id)}
        />
        <EarlyMapTaps />
        <MapCategorySelector value={category.id} onChange={selectCategory} />
        <p className="map-page__count" role="status">
          {t("app.map.list.count", { count: points.length })}
        </p>
        {category.id === "illegal" ? <p className="map-page__note">{t("app.map.list.maskedNote")}</p> : null}
        <PoiList
          ref={listRef}
          points={points}
          categoryLabel={t(CATEGORY_LABELS[category.id])}
          selectedId={selected?.id}
          onSelect={(poi) => chooseFromList(poi)}
        />
        <p className="map-page__hint keyboard-hint">{t("app.map.list.hint")}</p>
        {/* Without scripts the controls above do nothing (hidden, see above): every place instead. */}
        <noscript>
          <AllPlacesList />
        </noscript>
      </div>
      <MapColumn
        areaRef={mapAreaRef}
        frameRef={mapFrameRef}
        category={category}
        selected={selected}
        nameOf={nameOf}
        onSelect={(poi) => {
          if (poi) revealMap("card");
          selectPoi(poi);
        }}
        onClose={closeCard}
        cardRef={cardRef}
      />
      <SelectionAnnouncement selected={selected} />
    </div>
  );
}
