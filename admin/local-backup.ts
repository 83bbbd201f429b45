import type { DraftBases } from "./backend-guard";

type StoreMethod = (key: string, ...rest: unknown[]) => Promise<unknown>;

/** What the backups need from admin/backend-guard.ts. */
export interface BackupHooks {
  /** Settles once the entry being opened has been read (backend-guard's nextEntryRead). */
  entryRead: () => Promise<void>;
  /** The text each open draft was made from, as the backend Decap created knows it (backend-guard's draftBases). */
  bases: () => DraftBases | undefined;
}

interface Backup {
  path?: unknown;
  base?: unknown;
}

const EXISTING_ENTRY = /^backup\.[^.]+\../;

/**
 * Decap's local backups (« Une sauvegarde locale a été trouvée… »), kept in localforage, made
 * safe to accept.
 * - Decap offered an entry's backup as soon as it had read it, often before the entry itself had
 *   loaded: the loaded entry then replaced the backup staff had just accepted. An existing entry's
 *   backup (« backup.<collection>.<slug> ») is now read once the entry has been read; a new
 *   entry's (« backup.<collection> ») at once, as no entry is loaded for it.
 * - A backup remembers the file's text it was made from (`base`). Accepted after a colleague
 *   changed the file, its save is refused as a conflict, as it was before the reload, instead of
 *   silently writing over their change.
 *
 * localforage sets its methods on the instance when its storage is ready, so each wrapped method
 * is an accessor: whatever localforage assigns is kept, and wrapped.
 */
export function watchBackups(store: object, hooks: BackupHooks) {
  const pathOfKey = new Map<string, string>();
  const wrap = (name: string, wrapper: (inner: StoreMethod) => StoreMethod) => {
    let inner = (store as Record<string, StoreMethod | undefined>)[name];
    const wrapped = wrapper((key, ...rest) => inner!.call(store, key, ...rest));
    Object.defineProperty(store, name, {
      configurable: true,
      get: () => wrapped,
      set: (value: StoreMethod) => {
        inner = value;
      },
    });
  };

  wrap("getItem", (getItem) => async (key, ...rest) => {
    if (!EXISTING_ENTRY.test(key)) return getItem(key, ...rest);
    await hooks.entryRead();
    const backup = (await getItem(key, ...rest)) as Backup | null;
    if (typeof backup?.path === "string" && typeof backup.base === "string") {
      pathOfKey.set(key, backup.path);
      hooks.bases()?.offered(backup.path, backup.base);
    }
    return backup;
  });
  wrap("setItem", (setItem) => (key, value, ...rest) => {
    const path = EXISTING_ENTRY.test(key) ? (value as Backup | null)?.path : undefined;
    const base = typeof path === "string" ? hooks.bases()?.baseOf(path) : undefined;
    return setItem(key, base === undefined ? value : { ...(value as object), base }, ...rest);
  });
  wrap("removeItem", (removeItem) => (key, ...rest) => {
    const path = pathOfKey.get(key);
    if (path !== undefined) {
      pathOfKey.delete(key);
      hooks.bases()?.dropped(path);
    }
    return removeItem(key, ...rest);
  });
}
