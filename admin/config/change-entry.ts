import { dayProblem } from "../widgets/written-day";
import type { EditorField } from "./fields";

/**
 * The "add a change entry" control of an article's form. Its value never reaches the file: when
 * staff save, `applyChangeEntry` (Decap's `preSave`) turns a ticked entry into the last item of
 * `changes` and drops the control's value, so the frontmatter keeps the schema's fields only.
 */
export const CHANGE_ENTRY_FIELD_NAME = "newChange";

export const CHANGE_ENTRY_FIELD: EditorField = {
  name: CHANGE_ENTRY_FIELD_NAME,
  label: "Nouvelle entrée du journal",
  hint: "La seule façon d'ajouter une entrée : cochez-la quand vous changez une règle (une faute de frappe n'en demande pas). À l'enregistrement, elle rejoint le «\u00a0Journal des modifications\u00a0» ci-dessus, et le flux.",
  widget: "change-entry",
  required: false,
};

/** How long the « saved » notice shows before the form is read again from the file (main.tsx). */
export const RELOAD_AFTER_CHANGE_ENTRY_MS = 1500;

/** The control's value, as the widget keeps it. */
export interface ChangeEntryDraft {
  add?: boolean;
  date?: string;
  summary?: string;
  anchor?: string;
}

/** A change as the schema writes it. */
export interface ChangeEntry {
  date: string;
  summary: string;
  anchor?: string;
}

/** What a ticked draft adds to `changes`, or nothing when it is not ticked. */
export function changeEntryOf(draft: ChangeEntryDraft | undefined): ChangeEntry | undefined {
  if (!draft?.add || !draft.date || !draft.summary?.trim()) return undefined;
  const entry: ChangeEntry = { date: draft.date, summary: draft.summary.trim() };
  if (draft.anchor) entry.anchor = draft.anchor;
  return entry;
}

/** Why a draft cannot be saved, in French (every problem at once), or undefined when it can. */
export const SUMMARY_MISSING = "Écrivez le résumé de la modification, ou décochez l'entrée.";

export function changeEntryProblem(draft: ChangeEntryDraft | undefined, today: string): string | undefined {
  if (!draft?.add) return undefined;
  const problems = [
    draft.date ? dayProblem(draft.date, today) : "Indiquez la date de la modification.",
    draft.summary?.trim() ? undefined : SUMMARY_MISSING,
  ].filter(Boolean);
  return problems.length > 0 ? problems.join(" ") : undefined;
}

/**
 * Optional values Decap leaves as "" (a cleared text field) or null are left out, as a hand-written
 * file would: the schemas refuse an empty anchor or time, not a missing one.
 */
export function withoutEmptyValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyValues);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== "" && item !== null && item !== undefined)
        .map(([key, item]) => [key, withoutEmptyValues(item)]),
    );
  }
  return value;
}

/** An article's data as it is saved: the ticked entry appended to `changes`, empty values and lists left out. */
export function articleDataToSave(data: Record<string, unknown>): Record<string, unknown> {
  const { [CHANGE_ENTRY_FIELD_NAME]: draft, ...rest } = data;
  const entry = changeEntryOf(draft as ChangeEntryDraft | undefined);
  const changes = Array.isArray(rest.changes) ? rest.changes : [];
  const saved = withoutEmptyValues({ ...rest, changes: entry ? [...changes, entry] : changes }) as Record<
    string,
    unknown
  >;
  // Lists the schema defaults to empty are left out when empty, as hand-written files do.
  for (const key of ["changes", "redirectFrom"])
    if (Array.isArray(saved[key]) && (saved[key] as unknown[]).length === 0) delete saved[key];
  return saved;
}
