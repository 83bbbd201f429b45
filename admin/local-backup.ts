type GetItem = (key: string, ...rest: unknown[]) => Promise<unknown>;

/**
 * Decap offers an entry's local backup (« Une sauvegarde locale a été trouvée… ») as soon as it has
 * read it, which is often before the entry itself has loaded: the loaded entry then replaced the
 * backup staff had just accepted, and the draft they were told was kept was lost. Here an existing
 * entry's backup (« backup.<collection>.<slug> ») is read once the entry has been read
 * (`entryRead`: admin/backend-guard.ts's nextEntryRead); a new entry's (« backup.<collection> »)
 * at once, as no entry is loaded for it.
 *
 * localforage sets its methods on the instance when its storage is ready, so `getItem` is an
 * accessor: whatever localforage assigns is kept, and wrapped.
 */
export function readBackupsAfterEntries(store: object, entryRead: () => Promise<void>) {
  let getItem = (store as { getItem?: GetItem }).getItem;
  const wrapped: GetItem = async (key, ...rest) => {
    if (/^backup\.[^.]+\../.test(key)) await entryRead();
    return getItem!.call(store, key, ...rest);
  };
  Object.defineProperty(store, "getItem", {
    configurable: true,
    get: () => wrapped,
    set: (value: GetItem) => {
      getItem = value;
    },
  });
}
