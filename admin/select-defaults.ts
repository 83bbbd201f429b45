import type { AriaLiveMessages, GroupBase } from "react-select";
import { defaultProps } from "react-select/base";

/** « words », with the no-break spaces of French typography inside the quotes. */
const quoted = (words: string) => `«\u00a0${words}\u00a0»`;

/** "3 sur 12": where an option is in its list, or nothing when the list is empty. */
const rank = <T>(items: readonly T[] | undefined, item: T) =>
  items && items.length ? `${items.indexOf(item) + 1} sur ${items.length}` : "";

/**
 * What a screen reader hears while using a list (react-select's live region): react-select says it
 * in English whatever the page's language (« Use Up and Down to choose options… »). Same cases as
 * its defaults (`defaultAriaLiveMessages`), in French.
 */
type LiveMessages = AriaLiveMessages<{ label?: string }, boolean, GroupBase<{ label?: string }>>;
const FRENCH_LIVE_TEXTS: LiveMessages = {
  guidance: ({ context, isSearchable, isMulti, tabSelectsValue, isInitialFocus, ...props }) => {
    switch (context) {
      case "menu":
        return (
          "Flèches haut et bas pour parcourir les choix, Entrée pour prendre celui qui est en évidence, " +
          `Échap pour fermer la liste${tabSelectsValue ? ", Tab pour le prendre et quitter la liste" : ""}.`
        );
      case "input":
        return isInitialFocus
          ? `${props["aria-label"] ?? "Liste de choix"}${isSearchable ? ", tapez des mots pour filtrer" : ""}, ` +
              `flèche bas pour ouvrir la liste${isMulti ? ", flèche gauche pour passer aux choix faits" : ""}.`
          : "";
      case "value":
        return "Flèches gauche et droite pour passer d'un choix fait à l'autre, Retour arrière pour retirer celui-ci.";
      default:
        return "";
    }
  },
  onChange: ({ action, label = "", labels, isDisabled }) => {
    switch (action) {
      case "deselect-option":
      case "pop-value":
      case "remove-value":
        return `${quoted(label)} retiré.`;
      case "clear":
        return "Tous les choix sont retirés.";
      case "initial-input-focus":
        return labels.length > 1
          ? `Choix faits : ${labels.map(quoted).join(", ")}.`
          : `Choix fait : ${labels.map(quoted).join("")}.`;
      case "select-option":
        return isDisabled
          ? `${quoted(label)} n'est pas disponible : prenez-en un autre.`
          : `${quoted(label)} choisi.`;
      default:
        return "";
    }
  },
  onFocus: ({
    context,
    focused,
    options,
    label = "",
    selectValue,
    isDisabled,
    isSelected,
    isAppleDevice,
  }) => {
    if (context === "value" && selectValue)
      return `Choix fait ${quoted(label)}, ${rank(selectValue, focused)}.`;
    if (context === "menu" && isAppleDevice)
      return `${label}${isSelected ? ", choisi" : ""}${isDisabled ? ", indisponible" : ""}, ${rank(options, focused)}.`;
    return "";
  },
  onFilter: ({ inputValue, resultsMessage }) =>
    `${resultsMessage}${inputValue ? ` pour ${quoted(inputValue)}` : ""}.`,
};

/**
 * react-select puts its four messages side by side in one live region, with nothing between them:
 * each one ends with a space, or « choisi.Flèches » is read as one word.
 */
const spaced =
  <Props>(message: ((props: Props) => string) | undefined) =>
  (props: Props) => {
    const text = message?.(props) ?? "";
    return text ? `${text} ` : "";
  };
const FRENCH_LIVE_MESSAGES: LiveMessages = {
  guidance: spaced(FRENCH_LIVE_TEXTS.guidance),
  onChange: spaced(FRENCH_LIVE_TEXTS.onChange),
  onFocus: spaced(FRENCH_LIVE_TEXTS.onFocus),
  onFilter: spaced(FRENCH_LIVE_TEXTS.onFilter),
};

/** Lower case, without accents: « Véhicules » and « vehicules » are the same word to a search. */
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * Whether an option's label holds every word typed, in any order: « location formules » finds
 * « Véhicules · Location › Les deux formules ». react-select's own filter looks for the whole text
 * as one piece, so that adding the article's title to a section's words found nothing.
 */
export function labelHasEveryWord(label: string, input: string): boolean {
  const words = plain(input)
    .split(/[\s'’·›,.:;!?()«»"-]+/u)
    .filter(Boolean);
  const text = plain(label);
  return words.every((word) => text.includes(word));
}

/**
 * Decap's choice lists (a quiz question's « Règle », a link's kind, a role) are react-select
 * menus, which Decap gives no messages: they said « No options » and « Select... » in English.
 * react-select reads its messages and its filter from one shared object of defaults; the editor
 * writes French ones there before Decap draws a list. `ariaLiveMessages` is not among
 * react-select's defaults but is read from the same props, so it is added to them.
 */
const FRENCH_MESSAGES = {
  filterOption: ({ label }: { label: string }, input: string) => labelHasEveryWord(label, input),
  noOptionsMessage: () =>
    "Aucun choix ne contient tous ces mots : effacez-en un, ou essayez un mot du titre de la section",
  loadingMessage: () => "Chargement…",
  placeholder: "Choisir…",
  screenReaderStatus: ({ count }: { count: number }) =>
    count === 0 ? "Aucun choix" : count === 1 ? "1 choix" : `${count} choix`,
};

/** What is missing from react-select's defaults for the French messages, in French, or nothing. */
export function selectDefaultsShapeProblem(defaults: unknown = defaultProps): string | undefined {
  const record = defaults as Record<string, unknown> | undefined;
  const missing = Object.keys(FRENCH_MESSAGES).filter((key) => !record || !(key in record));
  return missing.length ? `les listes de choix (react-select) n'ont plus ${missing.join(", ")}` : undefined;
}

/** Puts the French messages in react-select's defaults; returns what is missing instead, if anything. */
export function installSelectDefaults(defaults: unknown = defaultProps): string | undefined {
  const problem = selectDefaultsShapeProblem(defaults);
  if (!problem)
    Object.assign(defaults as object, FRENCH_MESSAGES, { ariaLiveMessages: FRENCH_LIVE_MESSAGES });
  return problem;
}
