export type Messages = { [key: string]: string | Messages };

/**
 * Decap's texts that read wrong to French staff: « Oops » in the first toast, and « Modifications
 * enregistrées » under a new entry nobody has saved (Decap only knows whether the form changed,
 * not whether the entry exists: the neutral wording is true in both cases). Decap's « ＋ » (a
 * full-width sign) is missing from common Linux fonts and showed as an empty box: a plain « + ».
 */
export const FR_OVERRIDES = {
  collection: {
    collectionTop: {
      newButton: "+\u00a0%{collectionLabel}",
    },
  },
  editor: {
    editorToolbar: {
      changesSaved: "Aucune modification en cours",
      deleteUnpublishedChanges: "Supprimer les modifications non publiées",
    },
  },
  ui: {
    toast: {
      missingRequiredField: "Un champ obligatoire est vide\u00a0: remplissez-le, puis recommencez.",
      onLoggedOut: "Vous avez été déconnecté\u00a0: enregistrez votre travail, puis reconnectez-vous.",
    },
  },
} satisfies Messages;
