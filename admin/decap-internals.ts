/**
 * Every place the editor reaches into Decap CMS beyond its documented API, in one module: the
 * backends' save methods (wrapped by admin/backend-guard.ts), its Redux store and two of its
 * actions (to read an entry again after a save, to show « Voir en direct »), its local backups
 * (admin/local-backup.ts), its media library's window, three of its widgets (wrapped: list, image, markdown), the Markdown
 * field's remembered mode, and its English question before replacing an uploaded file. When the
 * editor starts, each target is checked for the shape it relies on (admin/decap-shapes.ts, which
 * admin/decap-internals.test.ts runs on the installed packages too); if one is missing, the editor
 * says so and refuses every save, instead of running unguarded.
 */
import type { ComponentType } from "react";
import { loadDeployPreview } from "decap-cms-core/dist/esm/actions/deploys";
import { loadEntry, persistLocalBackup } from "decap-cms-core/dist/esm/actions/entries";
import { store } from "decap-cms-core/dist/esm/redux";
import { localForage } from "decap-cms-lib-util";
import { draftBases, installBackendGuard, nextEntryRead, type GuardHooks } from "./backend-guard";
import {
  actionsShapeProblem,
  backupStoreShapeProblem,
  MARKDOWN_MODE_KEY,
  MEDIA_LIBRARY_CLOSE,
  registryShapeProblem,
  REPLACE_QUESTION,
  storeShapeProblem,
  widgetShapeProblem,
} from "./decap-shapes";
import { showEditorAlert } from "./editor-alert";
import { watchBackups } from "./local-backup";
import { installSelectDefaults } from "./select-defaults";

/** What Decap's default export gives the editor (its registry). */
interface Registry {
  getBackend(name: string): { init: (...args: never[]) => unknown } | undefined;
  getWidget(name: string): { control?: unknown; preview?: unknown; schema?: object } | undefined;
  registerWidget(name: string, ...widget: unknown[]): void;
}

/** What is missing of what the editor relies on, in French: every save is refused while it is not empty. */
const problems: string[] = [];

/** Why the editor must not save (a target of these patches changed), or undefined. */
export function blockedReason(): string | undefined {
  return problems.length ? problems.join(" ; ") : undefined;
}

function found(problem: string | undefined) {
  if (!problem) return;
  problems.push(problem);
  showEditorAlert(
    `L'éditeur a changé de version et une de ses protections ne trouve plus ce qu'elle surveille (${problem}). ` +
      "Pour ne rien abîmer, il n'enregistrera rien. Prévenez les développeurs en leur copiant ce message.",
  );
}

interface Draft {
  collection: string;
  slug: string | undefined;
  newRecord: boolean;
  /** Its file's path in the repository (undefined for a new entry). */
  path: string | undefined;
  /** Whether the form holds changes not saved yet. */
  changed: boolean;
}

type Immutable = { get(key: string): unknown; getIn(path: unknown[]): unknown };

/** The entry open in the form, as Decap's state says it (undefined outside a form). */
export function openDraft(): Draft | undefined {
  if (blockedReason()) return undefined;
  const draft = (store.getState() as unknown as { entryDraft: Immutable }).entryDraft;
  const entry = draft.get("entry") as Immutable | undefined;
  if (!entry) return undefined;
  const path = entry.get("path");
  return {
    collection: String(entry.get("collection") ?? ""),
    slug: (entry.get("slug") as string | undefined) ?? undefined,
    newRecord: Boolean(entry.get("newRecord")),
    path: typeof path === "string" && path ? path : undefined,
    changed: Boolean(draft.get("hasChanged")),
  };
}

function collectionOf(name: string): Immutable | undefined {
  return (store.getState() as unknown as { collections: Immutable }).collections.get(name) as
    Immutable | undefined;
}

/**
 * Reads an entry again into the form, as opening it does: after a save that merged a colleague's
 * change or appended a change entry, the form shows the file as written, and Decap's « saved »
 * notice stays in view (a reload of the page lost it). Decap draws the form anew, at its top:
 * the panes are put back where staff had them.
 */
export function reloadEntryForm(collection: string, slug: string) {
  const target = collectionOf(collection);
  if (!target) return;
  const restore = keepScroll(document);
  const read = nextEntryRead();
  void store.dispatch(loadEntry(target as never, slug) as never);
  void read.then(restore);
}

/**
 * Remembers where each scrolled element of the page is, by its class (Decap's panes are drawn
 * anew, with the same classes); the function returned puts each back once it has been reset and
 * its content is tall enough again, for up to 10 s (a busy computer takes that long to draw a long
 * form), once each: a pane staff scroll themselves afterwards is left alone.
 */
export function keepScroll(doc: Document): () => void {
  const scrolled = [...doc.querySelectorAll<HTMLElement>("body *")]
    .filter((element) => element.scrollTop > 0 && element.className)
    .map((element) => ({ className: String(element.className), top: element.scrollTop }));
  return () => {
    const until = Date.now() + 10_000;
    const pending = new Set(scrolled);
    const step = () => {
      for (const place of pending) {
        const element = [...doc.getElementsByTagName("*")].find(
          (candidate) => candidate.className === place.className,
        ) as HTMLElement | undefined;
        if (!element || element.scrollTop === place.top) continue;
        if (element.scrollHeight - element.clientHeight < place.top) continue;
        element.scrollTop = place.top;
        pending.delete(place);
      }
      if (pending.size > 0 && Date.now() < until) doc.defaultView?.requestAnimationFrame(step);
    };
    step();
  };
}

/**
 * The largest file the open media library's field accepts (its `media_library.config.max_file_size`),
 * or `fallback` when it says none.
 */
export function mediaLibraryMaxBytes(fallback: number): number {
  if (blockedReason()) return fallback;
  const library = (store.getState() as unknown as { mediaLibrary: Immutable }).mediaLibrary;
  const config = library.get("config") as Immutable | undefined;
  const max = config?.get?.("max_file_size");
  return typeof max === "number" && max > 0 ? max : fallback;
}

/**
 * Asks for an entry's « Voir en direct » link: Decap asks only when a form opens on an existing
 * entry, so a new one just saved had none.
 */
export function loadLiveLink(collection: string, slug: string) {
  const target = collectionOf(collection);
  if (!target || blockedReason()) return;
  // The link is made from the entry (its fields may be in its address): the one in the form, else
  // the one Decap has loaded. Without it Decap failed on an English « reading 'get' ».
  const state = store.getState() as unknown as { entryDraft: Immutable; entries: Immutable };
  const draft = state.entryDraft.get("entry") as Immutable | undefined;
  const entry =
    draft?.get("slug") === slug && draft.get("collection") === collection
      ? draft
      : state.entries.getIn(["entities", `${collection}.${slug}`]);
  if (!entry) return;
  void store.dispatch(loadDeployPreview(target as never, slug, entry as never, true) as never);
}

/**
 * Decap's question before replacing a file of the same name, which deletes the other at once
 * (in English): answered no, with a French message. Uploads get names of their own
 * (admin/widgets/upload-guard.ts), so it should never be asked.
 */
function neverReplaceUploads(target: Window) {
  const confirm = target.confirm.bind(target);
  target.confirm = (message?: string) => {
    if (typeof message === "string" && REPLACE_QUESTION.test(message)) {
      showEditorAlert(
        `Un fichier porte déjà ce nom («\u00a0${message.replace(REPLACE_QUESTION, "").trim()}\u00a0») : il n'a pas été remplacé, et rien n'a été envoyé. Renommez votre fichier, puis recommencez.`,
      );
      return false;
    }
    return confirm(message);
  };
}

/**
 * Decap's Markdown field opens in the mode last chosen, « Texte enrichi » when none was: every
 * text opens in Markdown instead, as the guide shows it. The switch stays, for the text at hand.
 */
export function openInMarkdown() {
  localStorage.setItem(MARKDOWN_MODE_KEY, "raw");
}

/** The editor's wrappers of Decap's own widgets: each is given Decap's control and returns its own. */
export type WidgetWrapper = (control: ComponentType<never>) => ComponentType<never>;

/**
 * Installs every patch, each after checking its target; call before CMS.init. `backends` are the
 * names of the backends to guard; `widgets` the wrappers of Decap's own widgets.
 */
export function installDecapPatches(
  cms: Registry,
  {
    backends,
    guard,
    widgets,
  }: { backends: readonly string[]; guard: GuardHooks; widgets: Record<string, WidgetWrapper> },
) {
  found(registryShapeProblem(cms));
  found(storeShapeProblem(store));
  found(actionsShapeProblem({ loadEntry, loadDeployPreview, persistLocalBackup }));
  found(backupStoreShapeProblem(localForage));

  installBackendGuard(cms, backends, { ...guard, blocked: blockedReason }, (name, problem) =>
    found(`${name} : ${problem}`),
  );
  if (!backupStoreShapeProblem(localForage))
    watchBackups(localForage, { entryRead: () => nextEntryRead(), bases: draftBases });

  for (const [name, wrap] of Object.entries(widgets)) {
    const widget = cms.getWidget(name);
    const problem = widgetShapeProblem(name, widget);
    found(problem);
    if (problem || !widget) continue;
    cms.registerWidget(name, wrap(widget.control as ComponentType<never>), widget.preview, widget.schema);
  }

  found(installSelectDefaults());
  openInMarkdown();
  backUpSoon(window);
  neverReplaceUploads(window);
  closeMediaOnLeave(window);
}

/** How soon after a change the form is backed up in the browser. */
const BACKUP_DELAY_MS = 300;

/**
 * Decap backs a changed form up in the browser 2 s after its last change: a sentence typed just
 * before a reload was lost. The form is backed up BACKUP_DELAY_MS after it changes, and at once
 * when the tab is hidden; never while it is being saved (Decap deletes the backup once saved).
 */
function backUpSoon(target: Window) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: unknown;
  const backUp = () => {
    clearTimeout(timer);
    if (blockedReason()) return;
    const draft = (store.getState() as unknown as { entryDraft: Immutable }).entryDraft;
    const entry = draft.get("entry") as Immutable | undefined;
    if (!entry || !draft.get("hasChanged") || entry.get("isPersisting")) return;
    const collection = collectionOf(String(entry.get("collection") ?? ""));
    if (collection) void store.dispatch(persistLocalBackup(entry, collection));
  };
  store.subscribe(() => {
    const entry = (store.getState() as unknown as { entryDraft: Immutable }).entryDraft.get("entry");
    if (entry === last) return;
    last = entry;
    clearTimeout(timer);
    timer = setTimeout(backUp, BACKUP_DELAY_MS);
  });
  target.document.addEventListener("visibilitychange", () => {
    if (target.document.visibilityState === "hidden") backUp();
  });
}

/**
 * Decap's media library is a window over the page that stays open when the page under it changes
 * (Back, a link): it then seemed to belong to the next page. It closes when the address does.
 */
function closeMediaOnLeave(target: Window) {
  target.addEventListener("hashchange", () => {
    if (blockedReason()) return;
    const library = (store.getState() as unknown as { mediaLibrary: Immutable }).mediaLibrary;
    if (library.get("isVisible")) store.dispatch({ type: MEDIA_LIBRARY_CLOSE } as never);
  });
}
