import { describe, expect, it } from "vitest";
import { readBackupsAfterEntries } from "./local-backup";

describe("Decap's local backup", () => {
  it("is read only once the entry reads under way have settled, so the loaded entry cannot replace it", async () => {
    const order: string[] = [];
    let finishEntry!: () => void;
    const entryRead = new Promise<void>((resolve) => (finishEntry = resolve));
    const store = {
      getItem: async (key: string) => {
        order.push(`read ${key}`);
        return key;
      },
    };
    readBackupsAfterEntries(store, async () => {
      await entryRead;
      order.push("entry loaded");
    });
    const backup = store.getItem("backup.notice-game-prison.parlor");
    // Other keys, and a new entry's backup (no entry to load), are read at once.
    expect(await store.getItem("cached-blob")).toBe("cached-blob");
    expect(await store.getItem("backup.credits-team")).toBe("backup.credits-team");
    finishEntry();
    expect(await backup).toBe("backup.notice-game-prison.parlor");
    expect(order).toEqual([
      "read cached-blob",
      "read backup.credits-team",
      "entry loaded",
      "read backup.notice-game-prison.parlor",
    ]);
  });

  it("keeps wrapping the method localforage sets on its instance once its storage is ready", async () => {
    const store: { getItem: (key: string) => Promise<unknown> } = {
      getItem: () => Promise.reject(new Error("storage not ready")),
    };
    let waited = 0;
    readBackupsAfterEntries(store, async () => {
      waited += 1;
    });
    // What localforage's _extend does when its driver is ready.
    store.getItem = async (key: string) => `stored ${key}`;
    expect(await store.getItem("backup.credits-team.selene")).toBe("stored backup.credits-team.selene");
    expect(waited).toBe(1);
  });
});
