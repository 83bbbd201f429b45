import { merge3, type MergeConflict } from "./merge";
import { referencesTo, usedMessage, type ContentFile, type EntryPlace } from "./references";
import { explainSaveFailure, SaveProblemError } from "./save-problems";

/** One file Decap writes: its path, its text, and its new path when the entry moves. */
interface DataFile {
  path: string;
  slug?: string;
  raw: string;
  newPath?: string;
}

/** The part of a Decap backend (GitHub, Gitea, Forgejo, decap-server's proxy) the guard wraps. */
export interface GuardedBackend {
  getEntry(path: string): Promise<{ file: { path: string }; data: string }>;
  persistEntry(
    entry: { dataFiles: DataFile[]; assets?: unknown },
    options: {
      newEntry?: boolean;
      unpublished?: boolean;
      useWorkflow?: boolean;
      collectionName?: string;
      status?: string;
      commitMessage?: string;
    },
  ): Promise<unknown>;
  /** Every file of a folder with its text (decap-server's proxy answers all of them at once). */
  entriesByFolder?(
    folder: string,
    extension: string,
    depth: number,
  ): Promise<{ file: { path: string }; data: string }[]>;
  /** The Git backends' every file of a folder (their entriesByFolder answers one page). */
  allEntriesByFolder?(
    folder: string,
    extension: string,
    depth: number,
  ): Promise<{ file: { path: string }; data: string }[]>;
  unpublishedEntries?(): Promise<string[]>;
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
  deleteFiles?(paths: string[], commitMessage: string): Promise<unknown>;
  /** GitHub's API object, once logged in: its forceMergePR writes a change over a conflicting one. */
  api?: { forceMergePR?: (...args: never[]) => Promise<unknown> } | null;
}

/** The methods the guard calls or replaces, by backend: checked when the backend is made. */
export const GUARDED_METHODS = {
  every: ["getEntry", "persistEntry", "persistMedia", "deleteFiles"],
  /** One of the two: the folder's every file. */
  folders: ["allEntriesByFolder", "entriesByFolder"],
  /** Backends with the editorial workflow (pull requests). */
  workflow: [
    "unpublishedEntries",
    "unpublishedEntry",
    "unpublishedEntryDataFile",
    "publishUnpublishedEntry",
    "updateUnpublishedEntryStatus",
    "deleteUnpublishedEntry",
  ],
} as const;

/** Why a backend lacks what the guard relies on (French), or undefined. */
export function backendShapeProblem(backend: object, workflow: boolean): string | undefined {
  const has = (name: string) => typeof (backend as Record<string, unknown>)[name] === "function";
  const missing = [
    ...GUARDED_METHODS.every.filter((name) => !has(name)),
    ...(GUARDED_METHODS.folders.some(has) ? [] : [GUARDED_METHODS.folders.join(" ou ")]),
    ...(workflow ? GUARDED_METHODS.workflow.filter((name) => !has(name)) : []),
  ];
  return missing.length > 0 ? `le module de sauvegarde de Decap n'a plus ${missing.join(", ")}` : undefined;
}

/** What the guard asks of the rest of the editor. */
export interface GuardHooks {
  /**
   * Lines both this editor and a colleague changed: staff choose whose to keep (the rest of both
   * is kept), or "cancel" to save nothing (admin/merge-dialog.ts).
   */
  settle(
    path: string,
    conflicts: readonly MergeConflict[],
    /** The colleague's whole file, to name the entry as staff know it. */
    theirs: string,
  ): Promise<"mine" | "theirs" | "cancel">;
  /** Why a merged text would be refused by the build (French), or undefined (admin/save-checks.ts). */
  mergedProblem?(path: string, raw: string): string | undefined;
  /** Told of each file written or deleted from this page (admin/content-index.ts). */
  written?(path: string, raw: string): void;
  deleted?(path: string): void;
  /** Why the editor must not save at all (admin/decap-internals.ts found Decap changed), or undefined. */
  blocked?(): string | undefined;
  /** The folders whose files may refer to something about to be deleted. */
  referenceFolders?(): { folder: string; extension: string }[];
  /** Single files that may refer to something about to be deleted. */
  referenceFiles?(): string[];
  /** Where an entry is in the editor's menu, to name it in a refusal as staff find it. */
  placeOf?(path: string): EntryPlace | undefined;
}

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

/** The backend Decap created last, guarded: the save checks read the folders through it. */
let activeBackend: GuardedBackend | undefined;
export function currentBackend(): GuardedBackend | undefined {
  return activeBackend;
}

/** Saves under way, and how many have started: a colleague's change is not looked for meanwhile. */
let writing = 0;
let writesStarted = 0;
async function asWrite<R>(write: () => Promise<R>): Promise<R> {
  writing += 1;
  writesStarted += 1;
  try {
    return await write();
  } finally {
    writing -= 1;
  }
}

let colleagueCheck: ((path: string) => Promise<string | undefined>) | undefined;
/**
 * A colleague's text of `path` when the site's file is no longer what this editor last read or
 * wrote of it (admin/colleague-watch.ts); undefined when it is, when the file is in review, or
 * while this editor saves.
 */
export function colleagueSaved(path: string): Promise<string | undefined> {
  return colleagueCheck?.(path.replace(/^\/+/, "")) ?? Promise.resolve(undefined);
}

/** The files this editor has written since the page loaded. */
const writtenHere = new Set<string>();
/** Whether this editor wrote `path` since the page loaded (its own lines may be what a colleague replaced). */
export function wroteHere(path: string): boolean {
  return writtenHere.has(path.replace(/^\/+/, ""));
}

/** Files the last save merged with a colleague's text: the form is then read again from them. */
let mergedPaths = new Set<string>();
export function takeMergedPaths(): Set<string> {
  const taken = mergedPaths;
  mergedPaths = new Set();
  return taken;
}

/** `write`, whose failure is explained to staff (admin/save-problems.ts) instead of passed on raw. */
function explained<A extends unknown[], R>(write: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) => write(...args).catch((error: unknown) => Promise.reject(explainSaveFailure(error)));
}

function statusOf(error: unknown): unknown {
  return (error as { status?: unknown } | null)?.status;
}

const POINT_OR_PLACE = /^content\/map\/(?:points\/[^/]+|places)\/([^/]+)\.json$/;

/** Every file of a folder, through whichever listing the backend has. */
export async function readFolder(
  backend: GuardedBackend,
  folder: string,
  extension: string,
): Promise<ContentFile[]> {
  const list = backend.allEntriesByFolder ?? backend.entriesByFolder;
  if (!list) return [];
  try {
    const entries = await list.call(backend, folder, extension, 1);
    return entries.map((entry) => ({ path: entry.file.path, raw: entry.data }));
  } catch (error) {
    if (statusOf(error) === 404) return [];
    throw error;
  }
}

/**
 * Wraps a Decap backend so that a save never writes over someone else's change, nothing another
 * entry uses is deleted, and every failed write says why in French (admin/save-problems.ts).
 * Decap writes whole files: an entry opened before a colleague saved it would, once saved,
 * silently undo their change (and GitHub's backend force-merges a conflicting publication). The
 * guard remembers each file's text as this editor read or wrote it, reads it again just before
 * writing, and when it changed, merges both changes (admin/merge.ts); lines both changed are
 * settled by staff. A refused or failed save keeps Decap's local backup, so the draft survives a
 * reload.
 */
export function guardBackend<B extends GuardedBackend>(backend: B, hooks: GuardHooks): B {
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
  const deleteFiles = backend.deleteFiles?.bind(backend);
  const persistMedia = backend.persistMedia?.bind(backend);

  const refuseWhenBlocked = () => {
    const reason = hooks.blocked?.();
    if (reason) throw new SaveProblemError("editor-outdated", reason);
  };

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

  /**
   * `mine` and a colleague's `theirs`, both made from `base`, as one text: both kept where they
   * changed other lines, staff's choice where both changed the same. Throws when staff cancel.
   */
  const mergedText = async (path: string, base: string, mine: string, theirs: string) => {
    const merged = merge3(base, mine, theirs);
    const problem = merged.clean ? hooks.mergedProblem?.(path, merged.text) : undefined;
    // The form shows `mine` only: it is read again after the save, or its next save would drop theirs.
    mergedPaths.add(path);
    if (merged.clean && !problem) return merged.text;
    // Put together, the two would not make a valid file: the whole files are the two versions.
    const conflicts = merged.clean
      ? [{ base: base.split("\n"), mine: mine.split("\n"), theirs: theirs.split("\n") }]
      : merged.conflicts;
    const choice = await hooks.settle(path, conflicts, theirs);
    if (choice === "cancel") {
      mergedPaths.delete(path);
      throw new SaveProblemError("conflict");
    }
    if (merged.clean) return choice === "mine" ? mine : theirs;
    return merged.resolve(choice);
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

  colleagueCheck = async (path) => {
    const known = published.get(path);
    if (known === undefined || inReview.has(path) || writing > 0) return undefined;
    const started = writesStarted;
    const now = await readPublished(path).catch(() => null);
    if (now === null || writing > 0 || writesStarted !== started) return undefined;
    return now === published.get(path) ? undefined : now;
  };

  backend.persistEntry = explained((entry, options) =>
    asWrite(async () => {
      refuseWhenBlocked();
      const publishedNow = new Map<string, string>();
      const formTexts = new Map<string, string>();
      const dataFiles: DataFile[] = [];
      for (const original of entry.dataFiles) {
        const file = { ...original };
        // What the form holds, whatever a merge adds to the file: the base of its next save.
        formTexts.set(file.path, original.raw);
        if (options.newEntry) {
          // A point or a place is named after its id: Decap would write `3152-1.json` with id 3152.
          const id = POINT_OR_PLACE.exec(file.path)?.[1];
          const written = id === undefined ? undefined : (JSON.parse(file.raw) as { id?: unknown }).id;
          if (id !== undefined && String(written) !== id) throw new SaveProblemError("id-taken");
          if ((await readPublished(file.path)) !== null) throw new SaveProblemError("id-taken");
        } else {
          const known = published.get(file.path);
          if (known !== undefined) {
            const now = await readPublished(file.path);
            if (now === null) throw new SaveProblemError("deleted");
            if (now !== known) file.raw = await mergedText(file.path, known, file.raw, now);
            publishedNow.set(file.path, now);
          }
          const knownInReview = inReview.get(file.path);
          if (options.unpublished && knownInReview !== undefined && options.collectionName && file.slug) {
            const now = await readInReview(options.collectionName, file.slug, file.path);
            if (now !== undefined && now !== knownInReview)
              file.raw = await mergedText(file.path, knownInReview, file.raw, now);
          }
        }
        dataFiles.push(file);
      }
      const result = await persistEntry({ ...entry, dataFiles }, options);
      for (const file of dataFiles) {
        readWhileOffered.delete(file.path);
        const path = file.newPath ?? file.path;
        // A merged file holds a colleague's lines that the form does not show until it is read
        // again (which resets the base): until then, the base is the form's own text, so that a
        // second save from it keeps their lines instead of undoing them.
        const base = formTexts.get(file.path) ?? file.raw;
        if (options.useWorkflow) {
          inReview.set(path, base);
          const publishedBase = publishedNow.get(file.path);
          if (publishedBase !== undefined) published.set(path, publishedBase);
        } else {
          published.set(path, base);
          writtenHere.add(path);
          hooks.written?.(path, file.raw);
        }
      }
      return result;
    }),
  );

  if (publishUnpublishedEntry) {
    backend.publishUnpublishedEntry = explained((collection: string, slug: string) =>
      asWrite(async () => {
        refuseWhenBlocked();
        // GitHub's backend merges a conflicting change by writing it over the site's version.
        const api = backend.api;
        if (api && typeof api.forceMergePR === "function")
          api.forceMergePR = () => Promise.reject(new SaveProblemError("publish-conflict"));
        const review = unpublishedEntry ? await unpublishedEntry({ collection, slug }) : { diffs: [] };
        // A colleague published the same file meanwhile: their change goes into this one first.
        const updates: DataFile[] = [];
        for (const diff of review.diffs) {
          const known = published.get(diff.path);
          if (diff.newFile || known === undefined) continue;
          const now = await readPublished(diff.path);
          if (now === known || now === null) continue;
          const mine = unpublishedEntryDataFile
            ? await unpublishedEntryDataFile(collection, slug, diff.path, diff.id)
            : undefined;
          if (mine === undefined) throw new SaveProblemError("publish-conflict");
          updates.push({ path: diff.path, slug, raw: await mergedText(diff.path, known, mine, now) });
          published.set(diff.path, now);
        }
        if (updates.length > 0)
          await persistEntry(
            { dataFiles: updates, assets: [] },
            { newEntry: false, unpublished: true, useWorkflow: true, collectionName: collection },
          );
        for (const update of updates) inReview.set(update.path, update.raw);
        const result = await publishUnpublishedEntry(collection, slug);
        // Once published, the review's files are the site's.
        for (const { path } of review.diffs) {
          const text = inReview.get(path);
          inReview.delete(path);
          if (text === undefined) published.delete(path);
          else {
            published.set(path, text);
            writtenHere.add(path);
            hooks.written?.(path, text);
          }
        }
        return result;
      }),
    );
  }

  if (deleteFiles) {
    backend.deleteFiles = explained(async (paths: string[], commitMessage: string) => {
      refuseWhenBlocked();
      // Read now, so that a colleague's new use of the file counts too.
      const files = [
        ...(
          await Promise.all(
            (hooks.referenceFolders?.() ?? []).map(({ folder, extension }) =>
              readFolder(backend, folder, extension),
            ),
          )
        ).flat(),
        ...(
          await Promise.all(
            (hooks.referenceFiles?.() ?? []).map(async (path) => {
              const raw = await readPublished(path);
              return raw === null ? [] : [{ path, raw }];
            }),
          )
        ).flat(),
      ];
      for (const path of paths) {
        const references = referencesTo(path, files);
        if (references.length > 0)
          throw new SaveProblemError(
            "in-use",
            undefined,
            usedMessage(path, references, files, hooks.placeOf),
          );
      }
      const result = await deleteFiles(paths, commitMessage);
      for (const path of paths) {
        published.delete(path);
        hooks.deleted?.(path);
      }
      return result;
    });
  }

  if (persistMedia) {
    // Decap uploads at once only from its « Médias » page: from an entry's field, an image waits
    // for the entry's save. Nothing reaches the repository before staff save or publish an entry.
    backend.persistMedia = () => Promise.reject(new SaveProblemError("standalone-upload"));
  }

  for (const name of ["updateUnpublishedEntryStatus", "deleteUnpublishedEntry"] as const) {
    const write = backend[name]?.bind(backend) as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (!write) continue;
    (backend as Record<string, unknown>)[name] = explained(write);
  }
  activeBackend = backend;
  return backend;
}

interface Registry {
  getBackend: (name: string) => { init: (...args: never[]) => unknown } | undefined;
}

/**
 * Guards the named backends of Decap's registry: call before CMS.init, which creates the backend.
 * `shapeProblem` hears of a backend that lacks a method the guard relies on (the guard then
 * refuses every save, through `hooks.blocked`).
 */
export function installBackendGuard(
  registry: Registry,
  names: readonly string[],
  hooks: GuardHooks,
  shapeProblem: (name: string, problem: string) => void = () => {},
) {
  for (const name of names) {
    const registered = registry.getBackend(name);
    if (!registered) continue;
    const init = registered.init;
    registered.init = (...args: never[]) => {
      const created = init(...args) as GuardedBackend;
      const problem = backendShapeProblem(created, name !== "gitea");
      if (problem) shapeProblem(name, problem);
      return guardBackend(created, hooks);
    };
  }
}
