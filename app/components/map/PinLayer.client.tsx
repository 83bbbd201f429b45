import L from "./leaflet-global.client";
import { useEffect, useRef } from "react";
import { useMap } from "react-leaflet";
import type { Spot } from "~/map/game-position";
import type { SharedPin } from "~/map/pin-link";
import type { Pin, PinColour } from "~/map/pins";
import { MAP } from "~/map/config";
import { cached, touch } from "./map-icons.client";

const PANE = "map-pins";

interface Props {
  pins: readonly Pin[];
  /** Pins a shared link brought, drawn apart from the player's own. */
  shared: readonly SharedPin[];
  /** A pin being made, not saved yet. */
  draft: { spot: Spot; colour: PinColour } | undefined;
  /** A spot shown by a link or chosen on the map. */
  spot: Spot | undefined;
  /** The pin whose card is open: its id, or a shared pin's place in the link. */
  active: string | number | undefined;
  /** What a pin's marker says on hover (its note, or that it has none). */
  labelOf: (pin: SharedPin) => string;
  onSelect: (pin: Pin) => void;
  onSelectShared: (index: number) => void;
}

/**
 * The player's pins, a shared link's pins and the chosen spot, on a pane of their own above the
 * places' markers and clusters (Leaflet's marker pane is at 600, its tooltips at 650). Notes are
 * only ever set as text (a marker's title), never as HTML.
 */
/**
 * A pin: a coloured drop whose tip is on its spot, in a target a finger can reach. The player's
 * own, a shared link's (outlined, dashed) or one being made; the one whose card is open is larger.
 */
function pinIcon(colour: PinColour, kind: "own" | "shared" | "draft", active: boolean): L.DivIcon {
  const hit = touch() ? MAP.touchHitSizePx : MAP.markerHitSizePx + 4;
  const { width, height } = MAP.pinSizePx;
  return cached(`pin:${colour}:${kind}:${active}:${hit}`, () =>
    L.divIcon({
      className: `map-pin map-pin--${colour} map-pin--${kind}${active ? " map-pin--active" : ""}`,
      iconSize: [Math.max(hit, width), Math.max(hit, height)],
      // The tip at the spot: the drawing sits at the bottom of its target.
      iconAnchor: [Math.max(hit, width) / 2, Math.max(hit, height)],
    }),
  );
}

/** The chosen spot (a shared position, a long press): a ring with a cross. */
function spotIcon(): L.DivIcon {
  return cached("spot", () =>
    L.divIcon({ className: "map-spot-mark map-spot-mark--map", iconSize: [28, 28] }),
  );
}

export default function PinLayer({
  pins,
  shared,
  draft,
  spot,
  active,
  labelOf,
  onSelect,
  onSelectShared,
}: Props) {
  const map = useMap();
  const group = useRef<L.LayerGroup | null>(null);
  const latest = useRef({ onSelect, onSelectShared });
  useEffect(() => {
    latest.current = { onSelect, onSelectShared };
  });

  useEffect(() => {
    if (!map.getPane(PANE)) map.createPane(PANE).style.zIndex = "640";
    group.current = L.layerGroup().addTo(map);
    return () => {
      group.current?.remove();
      group.current = null;
    };
  }, [map]);

  // Drawn again when what they show changes, not when the page merely renders again (the spot
  // and the draft are new objects each time).
  const spotKey = spot ? `${spot.x},${spot.y}` : "";
  const draftKey = draft ? `${draft.spot.x},${draft.spot.y},${draft.colour}` : "";
  const drawn = useRef({ spot, draft });
  useEffect(() => {
    drawn.current = { spot, draft };
  });
  useEffect(() => {
    const layer = group.current;
    if (!layer) return;
    const { spot: shownSpot, draft: shownDraft } = drawn.current;
    layer.clearLayers();
    const add = (at: Spot, icon: L.DivIcon, title?: string, onClick?: () => void, data?: string) => {
      const marker = L.marker([at.y, at.x], {
        icon,
        pane: PANE,
        keyboard: false,
        interactive: onClick !== undefined,
        title: title ?? "",
        riseOnHover: true,
      });
      if (onClick) marker.on("click", onClick);
      if (data) marker.on("add", () => marker.getElement()?.setAttribute("data-pin", data));
      marker.addTo(layer);
    };
    shared.forEach((pin, index) =>
      add(
        pin,
        pinIcon(pin.colour, "shared", active === index),
        labelOf(pin),
        () => latest.current.onSelectShared(index),
        `shared:${index}`,
      ),
    );
    for (const pin of pins)
      add(
        pin,
        pinIcon(pin.colour, "own", active === pin.id),
        labelOf(pin),
        () => latest.current.onSelect(pin),
        `own:${pin.id}`,
      );
    if (shownDraft)
      add(shownDraft.spot, pinIcon(shownDraft.colour, "draft", true), undefined, undefined, "new");
    if (shownSpot) add(shownSpot, spotIcon());
  }, [pins, shared, draftKey, spotKey, active, labelOf]);

  return null;
}
