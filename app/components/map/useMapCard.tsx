import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";
import { useSearchParams } from "react-router";
import { MAP } from "~/map/config";
import type { MapCategory, Poi } from "~/map";
import type { MessageKey } from "~/i18n/messages";
import { useT } from "~/i18n/useT";
import { atParam, type Spot } from "~/map/game-position";
import type { PinLinkReading, SharedPin } from "~/map/pin-link";
import { PINS_PARAM, type Pin, type PinColour } from "~/map/pins";
import { useHydrated } from "~/lib/useHydrated";
import type { IslandMapProps } from "./IslandMap.client";
import type { SpotChoice } from "./MapPointer.client";
import type { MapView } from "./MapViewController.client";
import type { PinCardSubject } from "./PinCard";
import { PoiCard } from "./PoiCard";
import type { MapSelection } from "./useMapSelection";
import { pinStore, usePins } from "./usePins";
import { useRevealMap } from "./useRevealMap";

interface Refs {
  /** The open card. */
  card: RefObject<HTMLElement | null>;
  /** The map itself, without the card and the legend. */
  mapFrame: RefObject<HTMLElement | null>;
  /** The list of places, and the pins' title: where the focus goes when a card closes. */
  list: RefObject<HTMLElement | null>;
  pinsTitle: RefObject<HTMLHeadingElement | null>;
}

// Loaded when first shown (a pin chosen, a long press, a shared spot): the map's start does not wait for them.
const PinCard = lazy(() => import("./PinCard").then(({ PinCard }) => ({ default: PinCard })));
const SpotCard = lazy(() => import("./SpotCard").then(({ SpotCard }) => ({ default: SpotCard })));

/** A pin's card: a pin being made at a spot, one of the player's (by id), one of a shared link's (by place). */
type PinView = { kind: "new"; spot: Spot } | { kind: "own"; id: string } | { kind: "shared"; index: number };

const NO_SHARED: readonly SharedPin[] = [];
const [[cornerAX, cornerAY], [cornerBX, cornerBY]] = MAP.overviewCorners;
/** The overview's middle: where a pin goes when the map has not loaded yet. */
const OVERVIEW_CENTRE: Spot = { x: (cornerAX + cornerBX) / 2, y: (cornerAY + cornerBY) / 2 };
const whole = ({ x, y }: Spot): Spot => ({ x: Math.round(x), y: Math.round(y) });
const samePin = (a: SharedPin, b: SharedPin) =>
  a.x === b.x && a.y === b.y && a.note === b.note && a.colour === b.colour;

/**
 * What the map page shows besides the list: the one open card (a place's from the URL, a spot's
 * from the URL or a long press, or a pin's), the player's pins and a shared link's, and what the
 * map draws for them. A place or a spot chosen closes a pin's card; a pin's card opening takes the
 * place or spot out of the address (in place, no new history entry).
 */
export function useMapCard(selection: MapSelection, { card: cardRef, mapFrame, list, pinsTitle }: Refs) {
  const t = useT();
  const hydrated = useHydrated();
  const { category, selected, spot, selectSpot, clearSelection, dropSharedPins } = selection;
  const pins = usePins();
  const [searchParams] = useSearchParams();
  const sharedValue = hydrated ? searchParams.get(PINS_PARAM) : null;
  // A shared link's pins, read by a module loaded only when a link brings some.
  const [reading, setReading] = useState<{ value: string; reading: PinLinkReading }>();
  useEffect(() => {
    if (sharedValue === null) return;
    let live = true;
    void import("~/map/pin-link").then(({ decodePins }) => {
      if (live) setReading({ value: sharedValue, reading: decodePins(sharedValue) });
    });
    return () => {
      live = false;
    };
  }, [sharedValue]);
  const shared = sharedValue !== null && reading?.value === sharedValue ? reading.reading : undefined;
  const sharedPins = shared?.ok ? shared.pins : NO_SHARED;
  const [pinView, setPinView] = useState<PinView | null>(null);
  const [pinStatus, setPinStatus] = useState<MessageKey>();
  const [listStatus, setListStatus] = useState<string>();
  /** The pin just deleted, which the list's « Annuler » puts back, until the list says something else. */
  const [deleted, setDeleted] = useState<Pin>();
  /** The spot chosen on the map last, how many times, and whether it copies its position on opening. */
  const [fromMap, setFromMap] = useState<{ key: string; count: number; copy: boolean }>();
  const spotFromMap = useRef<string | undefined>(undefined);
  const viewRef = useRef<MapView | null>(null);

  // A place or a spot chosen (the list, the search, a marker, Back) closes a pin's card.
  const spotKey = spot ? atParam(spot) : undefined;
  const selectionKey = selected ? `poi:${selected.id}` : spotKey ? `at:${spotKey}` : "";
  const [seenSelection, setSeenSelection] = useState(selectionKey);
  if (seenSelection !== selectionKey) {
    setSeenSelection(selectionKey);
    if (selectionKey !== "") setPinView(null);
  }

  const openPin = (view: PinView) => {
    setPinStatus(undefined);
    setPinView(view);
    clearSelection();
  };

  const ownPin = pinView?.kind === "own" ? pins.find((pin) => pin.id === pinView.id) : undefined;
  const sharedPin = pinView?.kind === "shared" ? sharedPins[pinView.index] : undefined;
  const subject: PinCardSubject | undefined =
    pinView?.kind === "new"
      ? { kind: "new", spot: pinView.spot }
      : ownPin
        ? { kind: "own", id: ownPin.id, spot: ownPin, note: ownPin.note, colour: ownPin.colour }
        : sharedPin && pinView?.kind === "shared"
          ? {
              kind: "shared",
              index: pinView.index,
              spot: sharedPin,
              note: sharedPin.note,
              colour: sharedPin.colour,
            }
          : undefined;

  const shown = subject
    ? `pin:${subject.kind === "own" ? subject.id : subject.kind === "shared" ? `shared-${subject.index}` : "new"}`
    : selected
      ? `poi:${selected.id}`
      : spotKey
        ? `at:${spotKey}`
        : undefined;

  const revealMap = useRevealMap(mapFrame, cardRef, shown);

  /** Closes the open card; focus that was in it goes to the list it came from, not to the page's top. */
  const close = () => {
    if (cardRef.current?.contains(document.activeElement)) {
      if (subject) pinsTitle.current?.focus();
      else if (selected) list.current?.focus();
      // A spot's card came from the map (a press, or Enter on it): back there, the view kept.
      else mapFrame.current?.querySelector<HTMLElement>(".island-map")?.focus({ preventScroll: true });
    }
    if (subject) setPinView(null);
    else if (selected) selection.selectPoi(undefined);
    else if (spot) selectSpot(undefined);
  };

  /** A place chosen on a card (its nearest ones): its card shows, and keyboard users go on from its top. */
  const choose = (poi: Poi, inCategory: MapCategory) => {
    const fromCard = cardRef.current?.contains(document.activeElement) ?? false;
    revealMap();
    selection.selectPoi(poi, inCategory, selected);
    if (fromCard) cardRef.current?.focus({ preventScroll: true });
  };

  const save = (note: string, colour: PinColour) => {
    if (pinView?.kind === "new") {
      const [made] = pinStore().add([{ ...whole(pinView.spot), note, colour }]);
      if (made) {
        setPinView({ kind: "own", id: made.id });
        setPinStatus("app.board.pin.saved");
      }
    } else if (ownPin) {
      pinStore().update(ownPin.id, { note, colour });
      setPinStatus("app.board.pin.saved");
    }
  };

  const remove = () => {
    if (!ownPin) return;
    // The card goes: what had the focus in it goes to the list of pins.
    if (cardRef.current?.contains(document.activeElement)) pinsTitle.current?.focus();
    pinStore().remove(ownPin.id);
    setPinView(null);
    setListStatus(t("app.board.pin.deleted"));
    setDeleted(ownPin);
  };

  const labelOf = useCallback(
    (pin: SharedPin) => pin.note.split("\n")[0] || t("app.board.pin.untitled"),
    [t],
  );

  const addPin = (at: Spot) => openPin({ kind: "new", spot: whole(at) });
  let card: ReactNode = null;
  // Until a card's module has loaded, nothing: it comes as soon as it is there.
  if (subject)
    card = (
      <Suspense fallback={null}>
        <PinCard
          ref={cardRef}
          subject={subject}
          status={pinStatus}
          onSave={save}
          onDelete={remove}
          onClose={close}
          onChoose={choose}
        />
      </Suspense>
    );
  else if (selected)
    card = (
      <PoiCard
        ref={cardRef}
        category={category}
        poi={selected}
        onClose={close}
        onChoose={choose}
        onAddPin={addPin}
      />
    );
  else if (spot)
    card = (
      <Suspense fallback={null}>
        <SpotCard
          ref={cardRef}
          spot={spot}
          copyOnOpen={fromMap && fromMap.key === spotKey && fromMap.copy ? fromMap.count : undefined}
          onClose={close}
          onChoose={choose}
          onAddPin={addPin}
        />
      </Suspense>
    );

  const active =
    subject?.kind === "own" ? subject.id : subject?.kind === "shared" ? subject.index : undefined;

  const map: Pick<IslandMapProps, "pinLayer" | "onSpot" | "spotFromMap" | "hold" | "viewRef"> = {
    pinLayer: {
      pins,
      shared: sharedPins,
      draft: pinView?.kind === "new" ? { spot: pinView.spot, colour: "amber" } : undefined,
      spot,
      active,
      labelOf,
      onSelect: (pin: Pin) => openPin({ kind: "own", id: pin.id }),
      onSelectShared: (index: number) => openPin({ kind: "shared", index }),
    },
    onSpot: (chosen: Spot, how: SpotChoice) => {
      const key = atParam(chosen);
      spotFromMap.current = key;
      setFromMap((last) => ({ key, count: (last?.count ?? 0) + 1, copy: how.copy }));
      selectSpot(chosen);
    },
    spotFromMap,
    hold: subject !== undefined,
    viewRef,
  };

  const panel = {
    pins,
    persisted: hydrated ? pinStore().persisted() : true,
    shared,
    active,
    status: listStatus,
    /** Puts the pin just deleted back, when there is one. */
    onUndoDelete: deleted
      ? () => {
          const { id: _id, ...pin } = deleted;
          pinStore().add([pin]);
          setDeleted(undefined);
          setListStatus(t("app.board.pin.restored"));
        }
      : undefined,
    onShow: (pin: Pin) => {
      openPin({ kind: "own", id: pin.id });
      viewRef.current?.show(pin);
    },
    onShowShared: (index: number) => {
      openPin({ kind: "shared", index });
      const pin = sharedPins[index];
      if (pin) viewRef.current?.show(pin);
    },
    onAddAtCentre: () => openPin({ kind: "new", spot: whole(viewRef.current?.centre() ?? OVERVIEW_CENTRE) }),
    onKeepShared: () => {
      const fresh = sharedPins.filter((pin) => !pins.some((own) => samePin(own, pin)));
      const kept = pinStore().add(fresh);
      if (pinView?.kind === "shared") setPinView(null);
      setListStatus(t("app.board.shared.kept", { count: kept.length }));
      setDeleted(undefined);
      dropSharedPins();
    },
    onDismissShared: () => {
      if (pinView?.kind === "shared") setPinView(null);
      setListStatus(undefined);
      setDeleted(undefined);
      dropSharedPins();
    },
  };

  return { shown, close, card, map, panel, revealMap, choose };
}
