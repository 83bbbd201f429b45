import { describe, expect, it } from "vitest";
import { watchBackups, type BackupHooks } from "./local-backup";

const KEY = "backup.notice-game-prison.parlor";
const PATH = "content/notice/game/prison/parlor.md";

/** localforage's part Decap uses, over a Map. */
function memoryStore() {
  const items = new Map<string, unknown>();
  return {
    items,
    getItem: async (key: string) => items.get(key) ?? null,
    setItem: async (key: string, value: unknown) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  };
}

function hooks(overrides: Partial<BackupHooks> = {}) {
  const calls: string[] = [];
  const all: BackupHooks = {
    entryRead: async () => void calls.push("entry read"),
    bases: () => ({
      baseOf: () => "v0",
      offered: (path, base) => void calls.push(`offered ${path} ${base}`),
      dropped: (path) => void calls.push(`dropped ${path}`),
    }),
    ...overrides,
  };
  return { calls, all };
}

describe("Decap's local backups", () => {
  it("read an existing entry's backup once the entry has been read, so the loaded entry cannot replace it", async () => {
    const store = memoryStore();
    let finishEntry!: () => void;
    const entryRead = new Promise<void>((resolve) => (finishEntry = resolve));
    const order: string[] = [];
    watchBackups(store, {
      ...hooks().all,
      entryRead: () => entryRead.then(() => void order.push("entry read")),
    });
    store.items.set(KEY, { raw: "mine", path: PATH });
    const backup = store.getItem(KEY).then((value) => order.push(`backup ${JSON.stringify(value)}`));
    // Other keys, and a new entry's backup (no entry to load), are read at once.
    await store.getItem("cached-blob").then(() => order.push("cached-blob"));
    await store.getItem("backup.credits-team").then(() => order.push("new entry's backup"));
    finishEntry();
    await backup;
    expect(order).toEqual([
      "cached-blob",
      "new entry's backup",
      "entry read",
      `backup ${JSON.stringify({ raw: "mine", path: PATH })}`,
    ]);
  });

  it("remember the text their draft was made from, and offer it with the backup", async () => {
    const store = memoryStore();
    const { calls, all } = hooks();
    watchBackups(store, all);
    await store.setItem(KEY, { raw: "mine", path: PATH });
    expect(store.items.get(KEY)).toEqual({ raw: "mine", path: PATH, base: "v0" });
    await store.getItem(KEY);
    expect(calls).toEqual(["entry read", `offered ${PATH} v0`]);
    // Refused (or saved): Decap removes it, and the file read now is the base again.
    await store.removeItem(KEY);
    expect(calls.at(-1)).toBe(`dropped ${PATH}`);
    expect(store.items.has(KEY)).toBe(false);
  });

  it("keep wrapping the methods localforage sets on its instance once its storage is ready", async () => {
    const store: Record<string, unknown> = {
      getItem: () => Promise.reject(new Error("storage not ready")),
    };
    const { calls, all } = hooks();
    watchBackups(store, all);
    // What localforage's _extend does when its driver is ready.
    store.getItem = async () => ({ raw: "mine", path: PATH, base: "v0" });
    await (store.getItem as (key: string) => Promise<unknown>)(KEY);
    expect(calls).toEqual(["entry read", `offered ${PATH} v0`]);
  });
});
