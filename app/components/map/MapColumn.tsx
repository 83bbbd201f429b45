import type { RefObject } from "react";
import type { MapCategory, Poi } from "~/data/map";
import { useHydrated } from "~/lib/useHydrated";
import { FullscreenButton } from "./FullscreenButton";
import { IslandMapFrame } from "./IslandMapFrame";
import { MapLegend } from "./MapLegend";
import { PoiCard } from "./PoiCard";
import { useFullscreen } from "./useFullscreen";

interface Props {
  category: MapCategory;
  selected: Poi | undefined;
  nameOf: (poi: Poi) => string;
  onSelect: (poi: Poi) => void;
  onClose: () => void;
  cardRef: RefObject<HTMLElement | null>;
  areaRef: RefObject<HTMLDivElement | null>;
  /** The map itself, without the card and the legend. */
  frameRef: RefObject<HTMLDivElement | null>;
}

/**
 * The map column: the map with its full-screen button, the chosen place's card (over the map when
 * there is room, under it otherwise) and the legend. Full screen takes all three along.
 */
export function MapColumn({
  category,
  selected,
  nameOf,
  onSelect,
  onClose,
  cardRef,
  areaRef: area,
  frameRef,
}: Props) {
  const hydrated = useHydrated();
  const fullscreen = useFullscreen(area);
  const classes = ["map-page__map"];
  if (fullscreen.isFullscreen) classes.push("map-page__map--fullscreen");
  if (fullscreen.fallback) classes.push("map-page__map--pinned");

  return (
    <div ref={area} className={classes.join(" ")}>
      <div ref={frameRef} className="island-map-frame">
        <IslandMapFrame
          points={category.points}
          selected={selected}
          nameOf={nameOf}
          onSelect={onSelect}
          fullscreen={fullscreen.isFullscreen}
        />
        {hydrated ? <FullscreenButton active={fullscreen.isFullscreen} onToggle={fullscreen.toggle} /> : null}
      </div>
      {selected ? <PoiCard ref={cardRef} category={category} poi={selected} onClose={onClose} /> : null}
      <MapLegend icons={category.icons} />
    </div>
  );
}
