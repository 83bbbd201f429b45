/**
 * What the editor relies on inside Decap CMS, as checks of shape: admin/decap-internals.ts runs
 * them on the running Decap when the editor starts, and admin/decap-internals.test.ts on the
 * installed packages themselves, so that an upgrade that moves one of them fails a test, and a
 * running editor that finds one missing refuses to save instead of running unguarded. Each check
 * returns what is missing, in French, or nothing. No Decap module is imported here.
 */
export { backendShapeProblem, GUARDED_METHODS } from "./backend-guard";

const isFunction = (value: unknown): value is (...args: never[]) => unknown => typeof value === "function";

/** The registry calls the editor makes on `CMS` (decap-cms-app's default export). */
export const REGISTRY_METHODS = [
  "registerWidget",
  "getWidget",
  "registerBackend",
  "getBackend",
  "registerEventListener",
  "registerEditorComponent",
  "registerPreviewTemplate",
  "registerPreviewStyle",
  "registerCustomFormat",
  "registerLocale",
  "init",
] as const;

export function registryShapeProblem(cms: unknown): string | undefined {
  const missing = REGISTRY_METHODS.filter((name) => !isFunction((cms as Record<string, unknown>)?.[name]));
  return missing.length ? `l'objet CMS de Decap n'a plus ${missing.join(", ")}` : undefined;
}

/** The parts of Decap's Redux state the editor reads (the open entry, the collections). */
export const STATE_KEYS = [
  "config",
  "collections",
  "entries",
  "entryDraft",
  "mediaLibrary",
  "deploys",
] as const;

/** Decap's store (decap-cms-core/dist/esm/redux): read, and given Decap's own actions. */
export function storeShapeProblem(store: unknown): string | undefined {
  const value = store as { dispatch?: unknown; getState?: unknown; subscribe?: unknown } | undefined;
  if (!value || !isFunction(value.dispatch) || !isFunction(value.getState) || !isFunction(value.subscribe))
    return "le magasin d'état de Decap (redux) n'a plus dispatch, getState et subscribe";
  const state = (value.getState as () => unknown)() as Record<string, unknown> | undefined;
  const missing = STATE_KEYS.filter((key) => state?.[key] === undefined);
  return missing.length ? `l'état de Decap n'a plus ${missing.join(", ")}` : undefined;
}

/**
 * The action that closes Decap's media library, dispatched as it is: importing Decap's module of
 * media actions ahead of its store leaves the development editor (`npm run edit`) without its
 * reducers. admin/decap-internals.test.ts checks it against the installed Decap.
 */
export const MEDIA_LIBRARY_CLOSE = "MEDIA_LIBRARY_CLOSE";

/** Decap's actions the editor dispatches: reading an entry again, its « Voir en direct » link, a backup. */
export function actionsShapeProblem(actions: {
  loadEntry?: unknown;
  loadDeployPreview?: unknown;
  persistLocalBackup?: unknown;
}): string | undefined {
  const missing = (["loadEntry", "loadDeployPreview", "persistLocalBackup"] as const).filter(
    (name) => !isFunction(actions[name]),
  );
  return missing.length ? `Decap n'a plus les actions ${missing.join(", ")}` : undefined;
}

/** Decap's localforage instance (decap-cms-lib-util), where it keeps the local backups. */
export function backupStoreShapeProblem(store: unknown): string | undefined {
  const missing = (["getItem", "setItem", "removeItem"] as const).filter(
    (name) => !(store && typeof store === "object" && name in store),
  );
  return missing.length
    ? `la sauvegarde locale de Decap (localforage) n'a plus ${missing.join(", ")}`
    : undefined;
}

/** Decap's own widgets the editor wraps: each has its control component. */
export function widgetShapeProblem(name: string, widget: unknown): string | undefined {
  return isFunction((widget as { control?: unknown } | undefined)?.control)
    ? undefined
    : `le champ « ${name} » de Decap n'a plus son composant`;
}

/**
 * Where Decap's Markdown field remembers the mode last chosen (« Markdown » or « Texte enrichi »):
 * the editor sets it so that every text opens in Markdown, as the guide shows.
 */
export const MARKDOWN_MODE_KEY = "cms.md-mode";

/** Whether Decap's Markdown control still reads the mode from that key (its compiled source). */
export function markdownModeShapeProblem(controlSource: string): string | undefined {
  return controlSource.includes(MARKDOWN_MODE_KEY)
    ? undefined
    : `le champ Markdown de Decap ne lit plus son mode dans « ${MARKDOWN_MODE_KEY} »`;
}

/**
 * The question Decap asks, in English, before replacing a file of the same name on upload (it
 * deletes the other file at once): the editor never lets it replace one.
 */
export const REPLACE_QUESTION = /already exists\. Do you want to replace it\?$/;

/**
 * Whether Decap lists a refusal of this widget's field above it (after a save that refused it):
 * Decap gives every widget the form's `fieldsErrors`, which its types leave out, keyed by the
 * field's id (the widget's `forID`). A widget that also says why under the field says it once; it is drawn again
 * when that changes only with `redrawnOnRefusal`.
 */
export function refusalListedAbove(props: object): boolean {
  const { fieldsErrors, forID } = props as {
    fieldsErrors?: { get?: (id: string) => unknown };
    forID?: unknown;
  };
  return typeof forID === "string" && !!fieldsErrors?.get?.(forID);
}

/**
 * A widget's `shouldComponentUpdate`, which Decap's wrapper calls in place of its own (Decap draws a
 * widget again only when its value or style changes): the same, and also when a refusal comes to be
 * listed above the field or goes. React calls it for the widget's own state too (`nextState`).
 */
export function redrawnOnRefusal(
  this: { props: object; state?: unknown },
  next: object,
  nextState?: unknown,
): boolean {
  const before = this.props as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  return (
    (nextState !== undefined && nextState !== this.state) ||
    before.value !== after.value ||
    before.classNameWrapper !== after.classNameWrapper ||
    before.hasActiveStyle !== after.hasActiveStyle ||
    refusalListedAbove(before) !== refusalListedAbove(after)
  );
}
