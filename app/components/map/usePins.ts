import { useSyncExternalStore } from "react";
import { createPinStore, type PinStore } from "~/map/pin-store";
import type { Pin } from "~/map/pins";

let store: PinStore | undefined;

/** This browser's pin store, made on first use (never on the server). */
export function pinStore(): PinStore {
  if (!store) {
    let storage: Storage | undefined;
    try {
      storage = window.localStorage;
    } catch {
      // Storage turned off: the store keeps pins in memory for the page.
    }
    store = createPinStore(storage, window);
  }
  return store;
}

const NONE: readonly Pin[] = [];
const subscribe = (listener: () => void) => pinStore().subscribe(listener);

/** The player's pins, kept in step with the store (and with other tabs); none before hydration. */
export function usePins(): readonly Pin[] {
  return useSyncExternalStore(
    subscribe,
    () => pinStore().pins(),
    () => NONE,
  );
}
