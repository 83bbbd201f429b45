import { explainSaveFailure, SaveProblemError } from "./save-problems";

/** The part of a Decap backend (GitHub, Gitea, Forgejo, decap-server's proxy) the guard wraps. */
export interface GuardedBackend {
  getEntry(path: string): Promise<{ file: { path: string }; data: string }>;
  persistEntry(
    entry: { dataFiles: { path: string; slug?: string; raw: string; newPath?: string }[]; assets?: unknown },
    options: { newEntry?: boolean; unpublished?: boolean; useWorkflow?: boolean; collectionName?: string },
  ): Promise<unknown>;
  unpublishedEntry?(args: {
    collection?: string;
    slug?: string;
    id?: string;
  }): Promise<{ diffs: { path: string; id: string; newFile?: boolean }[] }>;
  unpublishedEntryDataFile?(collection: string, slug: string, path: string, id: string): Promise<string>;
  publishUnpublishedEntry?(collection: string, slug: string): Promise<unknown>;
  persistMedia?(...args: never[]): Promise<unknown>;
  updateUnpublishedEntryStatus?(...args: never[]): Promise<unknown>;
  deleteUnpublishedEntry?(...args: never[]): Promise<unknown>;
  deleteFiles?(...args: never[]): Promise<unknown>;
  /** GitHub's API object, once logged in: its forceMergePR writes a change over a conflicting one. */
  api?: { forceMergePR?: (...args: never[]) => Promise<unknown> } | null;
}

type Writer = "persistMedia" | "updateUnpublishedEntryStatus" | "deleteUnpublishedEntry" | "deleteFiles";
const WRITERS: Writer[] = [
  "persistMedia",
  "updateUnpublishedEntryStatus",
  "deleteUnpublishedEntry",
  "deleteFiles",
];

// Entry reads in every guarded backend, numbered as they start (admin/local-backup.ts waits for one).
let readsStarted = 0;
const readWaiters = new Set<{ after: number; resolve: () => void }>();
function tracked<T>(promise: Promise<T>): Promise<T> {
  const number = ++readsStarted;
  const done = () => {
    for (const waiter of readWaiters)
      if (number > waiter.after) {
        readWaiters.delete(waiter);
        // After Decap's own continuation has made the loaded entry the form's draft.
        setTimeout(waiter.resolve, 0);
      }
  };
  promise.then(done, done);
  return promise;
}

/**
 * Settles once an entry read that starts after this call has settled, or after `timeoutMs` when
 * none comes. Decap asks for an entry's local backup first, then loads the entry once its media
 * library has loaded.
 */
export function nextEntryRead(timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const waiter = { after: readsStarted, resolve };
    readWaiters.add(waiter);
    setTimeout(() => {
      if (readWaiters.delete(waiter)) resolve();
    }, timeoutMs);
  });
}

/** The text each open draft was made from, in the backend Decap created last (admin/local-backup.ts). */
export interface DraftBases {
  baseOf(path: string): string | undefined;
  offered(path: string, base: string): void;
  dropped(path: string): void;
}
let activeBases: DraftBases | undefined;
export function draftBases(): DraftBases | undefined {
  return activeBases;
}

/** `write`, whose failure is explained to staff (admin/save-problems.ts) instead of passed on raw. */
function explained<A extends unknown[], R>(write: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) => write(...args).catch((error: unknown) => Promise.reject(explainSaveFailure(error)));
}

function statusOf(error: unknown): unknown {
  return (error as { status?: unknown } | null)?.status;
}

/**
 * Wraps a Decap backend so that a save never writes over someone else's change, and every failed
 * write says why in French (admin/save-problems.ts). Decap writes whole files: an entry opened
 * before a colleague saved it would, once saved, silently undo their change (and GitHub's backend
 * force-merges a conflicting publication). The guard remembers each file's text as this editor
 * read or wrote it, reads it again just before writing, and refuses when it changed. A refused or
 * failed save keeps Decap's local backup, so the draft survives a reload.
 */
export function guardBackend<B extends GuardedBackend>(backend: B): B {
  // Each file's text as this editor last read or wrote it: on the site's branch, and in review.
  const published = new Map<string, string>();
  const inReview = new Map<string, string>();
  // The file as read, while a backup made from an older text is offered (put back if it is refused).
  const readWhileOffered = new Map<string, string>();
  activeBases = {
    baseOf: (path) => published.get(path),
    offered(path, base) {
      const read = published.get(path);
      if (read === undefined || read === base) return;
      readWhileOffered.set(path, read);
      published.set(path, base);
    },
    dropped(path) {
      const read = readWhileOffered.get(path);
      readWhileOffered.delete(path);
      if (read !== undefined) published.set(path, read);
    },
  };

  const getEntry = backend.getEntry.bind(backend);
  const persistEntry = backend.persistEntry.bind(backend);
  const unpublishedEntry = backend.unpublishedEntry?.bind(backend);
  const unpublishedEntryDataFile = backend.unpublishedEntryDataFile?.bind(backend);
  const publishUnpublishedEntry = backend.publishUnpublishedEntry?.bind(backend);

  /** The file's text on the site's branch now; null when it is no longer there. */
  const readPublished = async (path: string): Promise<string | null> => {
    try {
      return (await getEntry(path)).data;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  };
  /** The file's text in the entry's change under review now; undefined when it has none. */
  const readInReview = async (collection: string, slug: string, path: string) => {
    if (!unpublishedEntry || !unpublishedEntryDataFile) return undefined;
    const review = await unpublishedEntry({ collection, slug });
    const diff = review.diffs.find((candidate) => candidate.path === path);
    return diff ? unpublishedEntryDataFile(collection, slug, path, diff.id) : undefined;
  };

  backend.getEntry = (path) =>
    tracked(
      getEntry(path).then((entry) => {
        published.set(entry.file.path, entry.data);
        return entry;
      }),
    );

  if (unpublishedEntryDataFile) {
    backend.unpublishedEntryDataFile = (collection, slug, path, id) =>
      tracked(
        (async () => {
          const data = await unpublishedEntryDataFile(collection, slug, path, id);
          inReview.set(path, data);
          // The site's version it was made from, to tell whether someone publishes the same file meanwhile.
          if (!published.has(path)) {
            const now = await readPublished(path).catch(() => null);
            if (now !== null) published.set(path, now);
          }
          return data;
        })(),
      );
  }

  backend.persistEntry = explained(async (entry, options) => {
    const publishedNow = new Map<string, string>();
    if (!options.newEntry) {
      for (const file of entry.dataFiles) {
        const known = published.get(file.path);
        if (known !== undefined) {
          const now = await readPublished(file.path);
          if (now !== known) throw new SaveProblemError("conflict");
          publishedNow.set(file.path, now);
        }
        const knownInReview = inReview.get(file.path);
        if (options.unpublished && knownInReview !== undefined && options.collectionName && file.slug) {
          const now = await readInReview(options.collectionName, file.slug, file.path);
          if (now !== undefined && now !== knownInReview) throw new SaveProblemError("conflict");
        }
      }
    }
    const result = await persistEntry(entry, options);
    for (const file of entry.dataFiles) {
      readWhileOffered.delete(file.path);
      const path = file.newPath ?? file.path;
      if (options.useWorkflow) {
        inReview.set(path, file.raw);
        const base = publishedNow.get(file.path);
        if (base !== undefined) published.set(path, base);
      } else {
        published.set(path, file.raw);
      }
    }
    return result;
  });

  if (publishUnpublishedEntry) {
    backend.publishUnpublishedEntry = explained(async (collection: string, slug: string) => {
      // GitHub's backend merges a conflicting change by writing it over the site's version.
      const api = backend.api;
      if (api && typeof api.forceMergePR === "function")
        api.forceMergePR = () => Promise.reject(new SaveProblemError("publish-conflict"));
      const review = unpublishedEntry ? await unpublishedEntry({ collection, slug }) : { diffs: [] };
      for (const diff of review.diffs) {
        const known = published.get(diff.path);
        if (diff.newFile || known === undefined) continue;
        if ((await readPublished(diff.path)) !== known) throw new SaveProblemError("publish-conflict");
      }
      const result = await publishUnpublishedEntry(collection, slug);
      // Once published, the review's files are the site's.
      for (const { path } of review.diffs) {
        const text = inReview.get(path);
        inReview.delete(path);
        if (text === undefined) published.delete(path);
        else published.set(path, text);
      }
      return result;
    });
  }

  for (const name of WRITERS) {
    const write = backend[name]?.bind(backend) as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (!write) continue;
    (backend as Record<Writer, unknown>)[name] = explained(write);
  }
  return backend;
}

interface Registry {
  getBackend: (name: string) => { init: (...args: never[]) => unknown } | undefined;
}

/** Guards the named backends of Decap's registry: call before CMS.init, which creates the backend. */
export function installBackendGuard(registry: Registry, names: readonly string[]) {
  for (const name of names) {
    const registered = registry.getBackend(name);
    if (!registered) continue;
    const init = registered.init;
    registered.init = (...args: never[]) => guardBackend(init(...args) as GuardedBackend);
  }
}
