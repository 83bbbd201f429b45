import { MAX_PINS, newPinId, readPin, type Pin } from "./pins.ts";

/** Where this browser keeps its pins: `{ "v": 1, "pins": [...] }`. */
export const PINS_STORAGE_KEY = "brumes.map.pins";
const VERSION = 1;

export interface PinStore {
  /** The pins, oldest first; the same array until they change (for useSyncExternalStore). */
  pins(): readonly Pin[];
  /** False when the browser keeps nothing (storage turned off): pins last until the page closes. */
  persisted(): boolean;
  /** Adds pins (a new id each) up to MAX_PINS, and returns those added. */
  add(pins: readonly Omit<Pin, "id">[]): Pin[];
  update(id: string, change: Partial<Omit<Pin, "id">>): void;
  remove(id: string): void;
  subscribe(listener: () => void): () => void;
}

const NONE: readonly Pin[] = [];

/**
 * The pins of this browser, in `storage` (localStorage in the page). A value that is not pins (an
 * older format, a hand edit, another site's) reads as none and is left as it is until a pin is
 * added; unreadable pins in it are skipped. Another tab's change is seen through the `storage`
 * event. Storage that throws (private modes, strict settings) keeps the pins in memory instead.
 */
export function createPinStore(storage: Storage | undefined, events?: Window): PinStore {
  let raw: string | null | undefined;
  let cached: readonly Pin[] = NONE;
  let memory: readonly Pin[] | undefined = storage ? undefined : NONE;
  const listeners = new Set<() => void>();

  const parse = (text: string | null): readonly Pin[] => {
    if (text === null) return NONE;
    try {
      const value = JSON.parse(text) as unknown;
      if (typeof value !== "object" || value === null) return NONE;
      const { v, pins } = value as { v?: unknown; pins?: unknown };
      if (v !== VERSION || !Array.isArray(pins)) return NONE;
      const seen = new Set<string>();
      return pins.slice(0, MAX_PINS).flatMap((item) => {
        const pin = readPin(item);
        if (!pin || seen.has(pin.id)) return [];
        seen.add(pin.id);
        return [pin];
      });
    } catch {
      return NONE;
    }
  };

  const read = (): readonly Pin[] => {
    if (memory) return memory;
    let text: string | null;
    try {
      text = storage!.getItem(PINS_STORAGE_KEY);
    } catch {
      memory = NONE;
      return memory;
    }
    if (text !== raw) {
      raw = text;
      cached = parse(text);
    }
    return cached;
  };

  const notify = () => listeners.forEach((listener) => listener());

  const write = (pins: readonly Pin[]) => {
    if (!memory) {
      const text = JSON.stringify({ v: VERSION, pins });
      try {
        storage!.setItem(PINS_STORAGE_KEY, text);
        raw = text;
        cached = pins;
      } catch {
        // Full or refused: the pins stay for this page at least.
        memory = pins;
      }
    } else memory = pins;
    notify();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === PINS_STORAGE_KEY || event.key === null) notify();
  };

  return {
    pins: read,
    persisted: () => {
      read();
      return memory === undefined;
    },
    add(added) {
      const pins = read();
      const room = Math.max(0, MAX_PINS - pins.length);
      const made = added.slice(0, room).map((pin) => ({ ...pin, id: newPinId() }));
      // Two pins made in the same millisecond could share an id.
      const ids = new Set(pins.map((pin) => pin.id));
      for (const pin of made) while (ids.has(pin.id)) pin.id = newPinId();
      if (made.length > 0) write([...pins, ...made]);
      return made;
    },
    update(id, change) {
      const pins = read();
      if (!pins.some((pin) => pin.id === id)) return;
      write(pins.map((pin) => (pin.id === id ? { ...pin, ...change, id } : pin)));
    },
    remove(id) {
      const pins = read();
      if (pins.some((pin) => pin.id === id)) write(pins.filter((pin) => pin.id !== id));
    },
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener("storage", onStorage);
      };
    },
  };
}
