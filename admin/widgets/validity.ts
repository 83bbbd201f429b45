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
