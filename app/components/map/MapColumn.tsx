import type { ReactNode, RefObject } from "react";
import type { MapCategory } from "~/map";
import { useHydrated } from "~/lib/useHydrated";
import { FullscreenButton } from "./FullscreenButton";
import type { IslandMapProps } from "./IslandMap.client";
import { IslandMapFrame } from "./IslandMapFrame";
import { MapLegend } from "./MapLegend";
import { useFullscreen } from "./useFullscreen";

interface Props {
  /** Everything the map draws, but whether it fills the screen (this column knows). */
  map: Omit<IslandMapProps, "fullscreen">;
  /** The open card: a place's, a spot's or a pin's. */
  card: ReactNode;
  /** The category shown, for the legend. */
  category: MapCategory;
  areaRef: RefObject<HTMLDivElement | null>;
  /** The map itself, without the card and the legend. */
  frameRef: RefObject<HTMLDivElement | null>;
}

/**
 * The map column: the map with its full-screen button, the open card (over the map when there is
 * room, under it otherwise) and the legend. Full screen takes all three along.
 */
export function MapColumn({ map, card, category, areaRef: area, frameRef }: Props) {
  const hydrated = useHydrated();
  const fullscreen = useFullscreen(area);
  const classes = ["map-page__map"];
  if (fullscreen.isFullscreen) classes.push("map-page__map--fullscreen");
  if (fullscreen.fallback) classes.push("map-page__map--pinned");

  return (
    <div ref={area} className={classes.join(" ")}>
      <div ref={frameRef} className="island-map-frame">
        <IslandMapFrame {...map} fullscreen={fullscreen.isFullscreen} />
        {hydrated ? <FullscreenButton active={fullscreen.isFullscreen} onToggle={fullscreen.toggle} /> : null}
      </div>
      {card}
      <MapLegend
        category={category}
        origin={map.origin ? { icon: map.origin.icon, name: map.nameOf(map.origin) } : undefined}
        pins={map.pinLayer.pins.length + map.pinLayer.shared.length > 0}
        spot={map.pinLayer.spot !== undefined}
      />
    </div>
  );
}
