import { parseMarkdownFile } from "./markdown-file";

/** The terms' file: one entry of the « Conditions d'utilisation » collection. */
export const TERMS_FILE = "content/terms/terms.md";

/**
 * The terms as they are saved: when their text changed and their « Mis à jour le » did not, the
 * date becomes `today`. A page of terms whose wording changed under an old date misleads its
 * readers, and staff editing a sentence rarely think of the date. A date staff changed themselves
 * is theirs. `opened` is the file as the form was opened from (undefined: nothing to compare).
 */
export function termsDataToSave(
  data: Record<string, unknown>,
  opened: string | undefined,
  today: string,
): { data: Record<string, unknown>; dated: boolean } {
  if (opened === undefined) return { data, dated: false };
  let before: Record<string, unknown>;
  try {
    before = parseMarkdownFile(opened);
  } catch {
    return { data, dated: false };
  }
  const text = (value: unknown) => String(value ?? "").trim();
  const reworded = text(data.body) !== text(before.body);
  const sameDate = text(data.updated) === text(before.updated);
  return reworded && sameDate && text(data.updated) !== today
    ? { data: { ...data, updated: today }, dated: true }
    : { data, dated: false };
}
