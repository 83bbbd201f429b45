import { describe, expect, it, vi } from "vitest";
import { PINS_STORAGE_KEY, createPinStore } from "./pin-store";
import { MAX_PINS, NOTE_MAX_LENGTH } from "./pins";

/** A Storage kept in a Map, as the page's localStorage behaves. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

const flat = { x: 834, y: -1924, note: "Mon appartement", colour: "red" } as const;

describe("the pin store", () => {
  it("keeps pins across page loads, each with its own id", () => {
    const storage = memoryStorage();
    const store = createPinStore(storage);
    const [added] = store.add([flat]);
    store.add([{ ...flat, note: "Point de rendez-vous", colour: "blue" }]);
    const again = createPinStore(storage).pins();
    expect(again).toHaveLength(2);
    expect(again[0]).toEqual({ ...flat, id: added!.id });
    expect(new Set(again.map((pin) => pin.id)).size).toBe(2);
  });

  it("edits and deletes a pin, and tells its listeners", () => {
    const store = createPinStore(memoryStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    const [pin] = store.add([flat]);
    store.update(pin!.id, { note: "Planque", colour: "green" });
    expect(store.pins()).toEqual([{ ...flat, id: pin!.id, note: "Planque", colour: "green" }]);
    store.remove(pin!.id);
    expect(store.pins()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("gives the same array until something changes", () => {
    const store = createPinStore(memoryStorage());
    store.add([flat]);
    expect(store.pins()).toBe(store.pins());
  });

  it("reads another tab's change", () => {
    const storage = memoryStorage();
    const store = createPinStore(storage);
    createPinStore(storage).add([flat]);
    expect(store.pins()).toHaveLength(1);
  });

  it.each([
    ["not JSON", "{pins:"],
    ["another format", JSON.stringify({ v: 2, pins: [{ id: "a", ...flat }] })],
    ["not a list", JSON.stringify({ v: 1, pins: "a" })],
    ["null", "null"],
  ])("reads a stored value that is %s as no pins, and keeps it until a pin is added", (_, value) => {
    const storage = memoryStorage({ [PINS_STORAGE_KEY]: value });
    const store = createPinStore(storage);
    expect(store.pins()).toEqual([]);
    expect(storage.getItem(PINS_STORAGE_KEY)).toBe(value);
    store.add([flat]);
    expect(createPinStore(storage).pins()).toHaveLength(1);
  });

  it("skips stored pins that are not pins, and cleans their notes", () => {
    const pins = [
      { id: "a1", ...flat, note: `<script>alert(1)</script>\u0000${"x".repeat(500)}` },
      { id: "b2", ...flat, x: 99999 },
      { id: "c3", ...flat, x: "12" },
      { id: "d4", ...flat, colour: "chartreuse" },
      { id: "<b>", ...flat },
      { id: "a1", ...flat },
    ];
    const store = createPinStore(memoryStorage({ [PINS_STORAGE_KEY]: JSON.stringify({ v: 1, pins }) }));
    const read = store.pins();
    expect(read.map((pin) => pin.id)).toEqual(["a1", "d4"]);
    expect(read[0]!.note).toBe(`<script>alert(1)</script>${"x".repeat(500)}`.slice(0, NOTE_MAX_LENGTH));
    expect(read[1]!.colour).toBe("amber");
  });

  it(`keeps ${MAX_PINS} pins at most`, () => {
    const store = createPinStore(memoryStorage());
    expect(store.add(Array.from({ length: MAX_PINS + 5 }, (_, i) => ({ ...flat, x: i })))).toHaveLength(
      MAX_PINS,
    );
    expect(store.add([flat])).toEqual([]);
    expect(store.pins()).toHaveLength(MAX_PINS);
  });

  it("keeps pins for the page when the browser's storage refuses them", () => {
    const refusing = memoryStorage();
    refusing.setItem = () => {
      throw new DOMException("quota", "QuotaExceededError");
    };
    const store = createPinStore(refusing);
    store.add([flat]);
    expect(store.pins()).toHaveLength(1);
    expect(store.persisted()).toBe(false);

    const blocked = memoryStorage();
    blocked.getItem = () => {
      throw new DOMException("denied", "SecurityError");
    };
    const memoryOnly = createPinStore(blocked);
    expect(memoryOnly.pins()).toEqual([]);
    memoryOnly.add([flat]);
    expect(memoryOnly.pins()).toHaveLength(1);
    expect(memoryOnly.persisted()).toBe(false);
  });
});
