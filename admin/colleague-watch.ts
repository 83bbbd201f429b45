/** The open form, as the watch needs it (admin/decap-internals.ts's openDraft). */
export interface WatchedDraft {
  collection: string;
  slug: string | undefined;
  newRecord: boolean;
  path: string | undefined;
  changed: boolean;
}

export interface ColleagueWatchDeps {
  /** The entry open in the form, if any. */
  draft(): WatchedDraft | undefined;
  /** The colleague's text when the file changed since this editor read it (admin/backend-guard.ts). */
  colleagueSaved(path: string): Promise<string | undefined>;
  /** Reads the entry again into the form. */
  reload(collection: string, slug: string): void;
  /** Tells staff, as news that stays until closed. */
  tell(message: string, collection: string): void;
  /** How the entry is named to staff (« l'article « Libération » du règlement »). */
  nameOf(path: string, raw: string): string;
  /** Whether this editor saved the file since the page loaded: its own lines may be the ones replaced. */
  wroteHere(path: string): boolean;
  /** Why the colleague's file does not read (French), or undefined: such a file is never loaded. */
  unreadable(path: string, raw: string): string | undefined;
}

/** How often an open form looks for a colleague's save, while its tab is in view. */
export const WATCH_INTERVAL_MS = 15_000;

/**
 * Looks, while a saved entry is open, for a colleague's save of the same file: every 15 s while
 * the tab is in view, and when staff come back to it. A form with nothing unsaved is read again,
 * with a word saying so: staff no longer believe online a text that a colleague replaced. A form
 * with changes keeps them, and staff are told once that their save will be merged with the
 * colleague's (admin/backend-guard.ts does it). Returns the function that stops the watch.
 */
export function watchColleagues(deps: ColleagueWatchDeps, win: Window = window): () => void {
  let checking = false;
  // The colleague's texts already told about, by file: one word per change, not one every 15 s.
  const told = new Map<string, string>();
  const check = async () => {
    if (checking || win.document.visibilityState === "hidden") return;
    const draft = deps.draft();
    if (!draft || draft.newRecord || !draft.path || !draft.slug) return;
    checking = true;
    try {
      const theirs = await deps.colleagueSaved(draft.path);
      if (theirs === undefined || told.get(draft.path) === theirs) return;
      // Still the same form, as it is now: staff may have typed while the file was read.
      const now = deps.draft();
      if (!now || now.path !== draft.path) return;
      told.set(draft.path, theirs);
      const entry = deps.nameOf(draft.path, theirs);
      const unreadable = deps.unreadable(draft.path, theirs);
      if (unreadable) {
        // Read into the form, it would show empty fields, which a save would then write.
        deps.tell(
          `Le fichier de ${entry} vient d'être changé en dehors de l'éditeur et ne se lit plus (${unreadable}). ` +
            "Le formulaire garde la version que vous aviez ouverte : n'enregistrez pas, et prévenez les développeurs.",
          now.collection,
        );
      } else if (now.changed) {
        deps.tell(
          `Un collègue vient d'enregistrer ${entry} pendant que vous y travaillez. Vos changements sont ` +
            "toujours dans le formulaire : à l'enregistrement, ils seront réunis aux siens, et si vous avez " +
            "tous deux changé les mêmes lignes, l'éditeur vous demandera lesquelles garder.",
          now.collection,
        );
      } else {
        deps.reload(now.collection, draft.slug);
        deps.tell(
          `Un collègue vient d'enregistrer ${entry} : le formulaire montre maintenant la version enregistrée.` +
            (deps.wroteHere(draft.path)
              ? " Relisez vos derniers changements : là où vous aviez tous deux changé les mêmes lignes, c'est sa version qui a été gardée."
              : ""),
          now.collection,
        );
      }
    } finally {
      checking = false;
    }
  };
  const onVisible = () => {
    if (win.document.visibilityState === "visible") void check();
  };
  const onFocus = () => void check();
  const timer = win.setInterval(() => void check(), WATCH_INTERVAL_MS);
  win.addEventListener("focus", onFocus);
  win.document.addEventListener("visibilitychange", onVisible);
  return () => {
    win.clearInterval(timer);
    win.removeEventListener("focus", onFocus);
    win.document.removeEventListener("visibilitychange", onVisible);
  };
}
