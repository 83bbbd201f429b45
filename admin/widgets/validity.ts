/** What a widget's `isValid` tells Decap: valid, or the French message shown under the field. */
export type Validity = true | { error: { type: "PRESENCE"; message: string } };

/**
 * A refusal of one of the editor's own widgets (a taken id, a day in the future…). Decap shows its
 * « entry not saved » notice only for errors of type PRESENCE, so without it staff got no notice at
 * all, or a stale « champ obligatoire » one; that notice's text (admin/locale-fr-overrides.ts) is
 * true for every refusal and sends staff to the fields in red, where this message says why.
 */
export function refused(message: string): Validity {
  return { error: { type: "PRESENCE", message } };
}

/**
 * A rule's French phrase (app/…/*-rules.ts, as the build writes it after « champ "x" : ») as a
 * sentence on the field: « ne peut pas être vide » becomes « Le nom ne peut pas être vide. », a
 * phrase with its own subject gets its capital.
 */
export function sentence(subject: string, problem: string): string {
  const text = /^(ne |n'|doit |doivent |est |a )/.test(problem) ? `${subject} ${problem}` : problem;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? "" : "."}`;
}
