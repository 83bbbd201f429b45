const ALERT_ID = "editor-alert";

/**
 * The editor's one message that stays until staff close it (a refused upload, a failed save):
 * Decap's toasts close by themselves after 8 s, too soon to read and follow instructions.
 */
export function showEditorAlert(message: string, doc: Document = document, options: AlertOptions = {}) {
  let box = doc.getElementById(ALERT_ID);
  if (!box) {
    box = doc.createElement("div");
    box.id = ALERT_ID;
    const text = doc.createElement("p");
    const close = doc.createElement("button");
    close.type = "button";
    close.textContent = "Fermer";
    close.addEventListener("click", () => closeEditorAlert(doc));
    box.append(text, close);
    doc.body.append(box);
  }
  // News of a save (a figure written elsewhere, the id given) is no refusal: it looks and speaks as news.
  box.className = options.savedIn ? "editor-alert editor-alert--news" : "editor-alert";
  box.setAttribute("role", options.savedIn ? "status" : "alert");
  box.querySelector("p")!.textContent = message;
  if (options.savedIn) box.dataset.savedIn = options.savedIn;
  else delete box.dataset.savedIn;
  if (options.kind) box.dataset.kind = options.kind;
  else delete box.dataset.kind;
}

/** What the message on screen is about, as given to `showEditorAlert`, or undefined. */
export function editorAlertKind(doc: Document = document): string | undefined {
  return doc.getElementById(ALERT_ID)?.dataset.kind;
}

export interface AlertOptions {
  /**
   * For news about an entry just saved (the id it was given): the entry's collection. Decap's
   * « saved » toast, and its move from the new entry's form to the saved entry's page, which both
   * come after the save, then leave it on screen.
   */
  savedIn?: string;
  /** What the message is about (« colleague »): a later event may replace it when it no longer holds. */
  kind?: string;
}

export function closeEditorAlert(doc: Document = document) {
  doc.getElementById(ALERT_ID)?.remove();
}

/**
 * Decap writes a few of its toasts in English whatever its language, with the backend's reason
 * after a colon: the French for each beginning. The reason is ours (save-problems.ts), in French.
 */
const ENGLISH_TOASTS: readonly (readonly [string, string])[] = [
  ["Failed to delete media: ", "Le fichier n'a pas été supprimé\u00a0: "],
  ["Failed to persist media: ", "Le fichier n'a pas été envoyé\u00a0: "],
  ["Failed to load media: ", "Les fichiers n'ont pas pu être chargés\u00a0: "],
];

/** A toast's text in French: Decap's English beginnings replaced, and an `Error: ` before the reason dropped. */
export function frenchToast(text: string): string {
  for (const [english, french] of ENGLISH_TOASTS)
    if (text.startsWith(english)) return french + text.slice(english.length).replace(/^\w*Error: /, "");
  return text;
}

/** Where Decap writes a field's refusal: the list right after the field's label (decap-shapes.ts). */
export const FIELD_REFUSAL = 'label[for*="-field-"] + ul';

/**
 * Brings the first refused field's message into view: it sits above its field, often screens away
 * from the « Publier » button that was pressed.
 */
export function revealFirstRefusal(doc: Document = document) {
  const refusal = doc.querySelector(FIELD_REFUSAL);
  if (!refusal) return;
  const reduced = doc.defaultView?.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  refusal.parentElement?.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
}

/**
 * Shows each of Decap's error toasts (a failed save, a refused publication…) in the editor's alert,
 * where it stays until closed, until Decap reports a success, or until staff go to another page of
 * the editor; the toast itself is hidden
 * (admin/editor.css).
 */
export function keepErrorsOnScreen(doc: Document = document) {
  const observer = new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) {
        if (!(node instanceof Element)) continue;
        const toast = node.matches(".Toastify__toast") ? node : node.querySelector(".Toastify__toast");
        if (!toast) continue;
        if (toast.classList.contains("Toastify__toast--error")) {
          const body = toast.querySelector(".Toastify__toast-body") ?? toast;
          showEditorAlert(frenchToast(body.textContent?.trim() ?? ""), doc);
          revealFirstRefusal(doc);
        } else if (toast.classList.contains("Toastify__toast--success")) {
          if (!doc.getElementById(ALERT_ID)?.dataset.savedIn) closeEditorAlert(doc);
        }
      }
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  // A failed save belongs to its entry: it must not look like the next entry's.
  doc.defaultView?.addEventListener("hashchange", (event) => {
    const savedIn = doc.getElementById(ALERT_ID)?.dataset.savedIn;
    const hash = (url: string | undefined) => (url ? new URL(url).hash : "");
    const toSavedEntry =
      savedIn &&
      hash(event.oldURL) === `#/collections/${savedIn}/new` &&
      hash(event.newURL).startsWith(`#/collections/${savedIn}/entries/`);
    if (!toSavedEntry) closeEditorAlert(doc);
  });
  return observer;
}
