import { useCallback, useEffect, useEffectEvent, useMemo, useRef } from "react";
import { AllPlacesList } from "./AllPlacesList";
import { EarlyMapTaps, takeEarlyTaps } from "./EarlyMapTaps";
import { MapColumn } from "./MapColumn";
import { MapCategorySelector } from "./MapCategorySelector";
import { PinsPanel } from "./PinsPanel";
import { PoiList } from "./PoiList";
import { PoiSearch, shownKey } from "./PoiSearch";
import { RefusedMapLink } from "./RefusedMapLink";
import { SharedPinsOffer } from "./SharedPinsOffer";
import { CATEGORY_LABELS } from "./map-labels";
import { SelectionAnnouncement } from "./SelectionAnnouncement";
import { useKeyboardUser } from "./useKeyboardUser";
import { useMapCard } from "./useMapCard";
import { useMapSelection } from "./useMapSelection";
import { MASKED_NAME, findPoi, type MapCategory, type Poi } from "~/map";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { useHydrated } from "~/lib/useHydrated";
import { sortPoisByName } from "~/map/poi-order";
import withoutScriptStyles from "~/styles/map-without-script.css?url";

import { useMapData } from "./MapDataContext";

/**
 * The map page (/board): the search, the categories and the list beside the map and its cards.
 * Its data comes from MapDataProvider (the route's loader data).
 */
export function MapPage() {
  const t = useT();
  const { categories } = useMapData();
  const hydrated = useHydrated();
  const selection = useMapSelection();
  const { category, selected, selectCategory, selectPoi } = selection;
  const listRef = useRef<HTMLUListElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const mapAreaRef = useRef<HTMLDivElement>(null);
  const mapFrameRef = useRef<HTMLDivElement>(null);
  const pinsTitleRef = useRef<HTMLHeadingElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const points = useMemo(() => sortPoisByName(category.points), [category]);
  useKeyboardUser();

  const nameOf = useCallback((poi: Poi) => (poi.name === MASKED_NAME ? t("app.map.masked") : poi.name), [t]);
  // The card that is open (a place's, a spot's or a pin's), the pins and what the map draws.
  const cards = useMapCard(selection, {
    card: cardRef,
    mapFrame: mapFrameRef,
    list: listRef,
    pinsTitle: pinsTitleRef,
  });
  const { revealMap } = cards;
  const chooseFromList = (poi: Poi | undefined, inCategory?: MapCategory) => {
    if (poi) revealMap();
    selectPoi(poi, inCategory);
  };
  // Escape closes the open card, unless something on the way (the search's list, the category
  // list, full screen) used the key first.
  const closeOnEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === "Escape" && !event.defaultPrevented) {
      event.preventDefault();
      cards.close();
    }
  });
  // A category or a row tapped before the app was ready (see EarlyMapTaps) is chosen now; a row in
  // its own category.
  const chooseEarlyTap = useEffectEvent(() => {
    const early = takeEarlyTaps();
    const tapped = categories.find((known) => known.id === early.category);
    if (tapped && tapped.id !== category.id) selectCategory(tapped.id);
    const found = early.poiId === undefined ? undefined : findPoi(categories, early.poiId);
    if (found) chooseFromList(found.poi, found.category);
  });
  useEffect(() => chooseEarlyTap(), []);
  const hasCard = cards.shown !== undefined;
  useEffect(() => {
    if (!hasCard) return;
    const onKeyDown = (event: KeyboardEvent) => closeOnEscape(event);
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [hasCard]);

  return (
    <div className="map-page">
      <header className="map-page__header">
        <h1 ref={headingRef} tabIndex={-1}>
          <Message id="app.map.heading" />
        </h1>
        <p className="page-intro">
          <Message id="app.map.intro" />
        </p>
        {selection.refused ? <RefusedMapLink refused={selection.refused} /> : null}
        {/* A friend's pins (or why their link failed) first, above the map and the list: the reader came for them. */}
        {hydrated && cards.panel.shared ? (
          <SharedPinsOffer
            shared={cards.panel.shared}
            active={cards.panel.active}
            onShow={(index) => {
              revealMap();
              cards.panel.onShowShared(index);
            }}
            onKeep={() => {
              cards.panel.onKeepShared();
              // Where the kept pins now are, with the line that says how many were kept.
              pinsTitleRef.current?.focus();
            }}
            onDismiss={() => {
              cards.panel.onDismissShared();
              headingRef.current?.focus({ preventScroll: true });
            }}
          />
        ) : null}
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
          category={category}
          categoryLabel={t(CATEGORY_LABELS[category.id])}
          selectedId={selected?.id}
          onSelect={(poi) => chooseFromList(poi)}
        />
        <p className="map-page__hint keyboard-hint">{t("app.map.list.hint")}</p>
        {/* The player's own pins live in this browser: shown once the page can work them. */}
        {hydrated ? (
          <PinsPanel
            {...cards.panel}
            titleRef={pinsTitleRef}
            onShow={(pin) => {
              revealMap();
              cards.panel.onShow(pin);
            }}
            onAddAtCentre={() => {
              revealMap();
              cards.panel.onAddAtCentre();
            }}
          />
        ) : null}
        {/* Without scripts the controls above do nothing (hidden, see above): every place instead. */}
        <noscript>
          <AllPlacesList />
        </noscript>
      </div>
      <MapColumn
        areaRef={mapAreaRef}
        frameRef={mapFrameRef}
        category={category}
        card={cards.card}
        map={{
          ...cards.map,
          points: category.points,
          selected,
          origin: selection.origin,
          nameOf,
          onSelect: (poi) => {
            if (poi) revealMap("place-card");
            selectPoi(poi);
          },
          onSpot: (chosen, how) => {
            revealMap("card");
            cards.map.onSpot(chosen, how);
          },
          pinLayer: {
            ...cards.map.pinLayer,
            onSelect: (pin) => {
              revealMap("card");
              cards.map.pinLayer.onSelect(pin);
            },
            onSelectShared: (index) => {
              revealMap("card");
              cards.map.pinLayer.onSelectShared(index);
            },
          },
        }}
      />
      <SelectionAnnouncement selected={selected} />
    </div>
  );
}
