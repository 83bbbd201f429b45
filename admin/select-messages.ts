import { defaultProps } from "react-select/base";

/**
 * Decap's choice lists (a quiz question's « Règle », a link's kind, a role) are react-select
 * menus, which Decap gives no messages: they said « No options » and « Select... » in English.
 * react-select reads its messages from one shared object of defaults; the editor writes French
 * ones there before Decap draws a list.
 */
const FRENCH_MESSAGES = {
  noOptionsMessage: () =>
    "Aucun choix ne contient ces mots : effacez-en un, ou essayez un mot du titre de la section",
  loadingMessage: () => "Chargement…",
  placeholder: "Choisir…",
  screenReaderStatus: ({ count }: { count: number }) =>
    count === 0 ? "aucun choix" : count === 1 ? "1 choix" : `${count} choix`,
};

/** What is missing from react-select's defaults for the French messages, in French, or nothing. */
export function selectMessagesShapeProblem(defaults: unknown = defaultProps): string | undefined {
  const record = defaults as Record<string, unknown> | undefined;
  const missing = Object.keys(FRENCH_MESSAGES).filter((key) => !record || !(key in record));
  return missing.length ? `les listes de choix (react-select) n'ont plus ${missing.join(", ")}` : undefined;
}

/** Puts the French messages in react-select's defaults; returns what is missing instead, if anything. */
export function installFrenchSelectMessages(defaults: unknown = defaultProps): string | undefined {
  const problem = selectMessagesShapeProblem(defaults);
  if (!problem) Object.assign(defaults as object, FRENCH_MESSAGES);
  return problem;
}
