export type Messages = { [key: string]: string | Messages };

/**
 * Decap's texts that read wrong to French staff: « Oops » in the first toast, and « Modifications
 * enregistrées » under a new entry nobody has saved (Decap only knows whether the form changed,
 * not whether the entry exists: the neutral wording is true in both cases). Decap's « ＋ » (a
 * full-width sign) is missing from common Linux fonts and showed as an empty box: a plain « + ».
 * Decap's « missing required field » notice also follows a refusal of the editor's own widgets (a
 * taken id, a day in the future: admin/widgets/validity.ts): it says that the entry has errors and
 * where they are, never that a field is empty.
 * A failed save, publication or status change says in French why (a lost network, an expired
 * login, a colleague's change it would undo: admin/save-problems.ts), that the changes are kept,
 * and what to do.
 * A pattern's message is a whole French sentence (admin/config/fields.ts), shown as it is instead
 * of « ne correspond pas au schéma ».
 * A list's count and an empty line are said plainly, the field named in « ».
 * The media library speaks of images and files, not « ressources » and « éléments »; an image
 * uploaded in a form is « à publier avec l'entrée » (Decap's « brouillon » read as unsaved).
 */
export const FR_OVERRIDES = {
  app: {
    header: {
      media: "Médias",
    },
  },
  collection: {
    collectionTop: {
      newButton: "+\u00a0%{collectionLabel}",
    },
  },
  editor: {
    editor: {
      // Decap deletes the entry's local backup when staff leave it: say that the changes go with it.
      onLeavePage:
        "Vos modifications non enregistrées seront perdues si vous quittez cette entrée. La quitter quand même\u00a0?",
      // OK or Cancel, each said: after a refusal for a colleague's change, Annuler is the way on.
      confirmLoadBackup:
        "Une sauvegarde locale de vos modifications non enregistrées a été trouvée pour cette entrée.\n\nOK\u00a0: les reprendre.\nAnnuler\u00a0: les supprimer et partir de la version enregistrée.\n\nSi l'enregistrement a été refusé parce que quelqu'un d'autre a modifié l'entrée\u00a0: répondez OK, copiez votre texte, rechargez la page, puis répondez Annuler et refaites votre changement.",
    },
    editorControlPane: {
      widget: {
        regexPattern: "%{pattern}",
        // « élément(s) » and « requis » are Decap's words, not staff's: the count of a list (the
        // quiz's wrong answers) and an empty line of it, said plainly.
        required: "«\u00a0%{fieldLabel}\u00a0» ne peut pas être vide.",
        rangeCount: "«\u00a0%{fieldLabel}\u00a0»\u00a0: il en faut de %{minCount} à %{maxCount}.",
        rangeCountExact: "«\u00a0%{fieldLabel}\u00a0»\u00a0: il en faut exactement %{count}.",
        rangeMin: "«\u00a0%{fieldLabel}\u00a0»\u00a0: il en faut au moins %{minCount}.",
        rangeMax: "«\u00a0%{fieldLabel}\u00a0»\u00a0: il n'en faut pas plus de %{maxCount}.",
      },
    },
    editorToolbar: {
      changesSaved: "Aucune modification en cours",
      deleteUnpublishedChanges: "Supprimer les modifications non publiées",
    },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      draft: "À publier avec l'entrée",
    },
    mediaLibrary: {
      // Asked before the editor can know whether a page uses the file: it says what happens then.
      onDelete:
        "Supprimer le fichier choisi\u00a0?\n\nS'il est utilisé par une page, un article ou une fiche, rien ne sera supprimé\u00a0: l'éditeur vous dira où il l'est.",
    },
    mediaLibraryModal: {
      mediaAssets: "Fichiers",
      noAssetsFound: "Aucun fichier.",
      uploading: "Envoi en cours…",
      upload: "Ajouter depuis l'ordinateur",
      deleteSelected: "Supprimer le fichier choisi",
      chooseSelected: "Utiliser le fichier choisi",
    },
  },
  ui: {
    toast: {
      missingRequiredField:
        "L'entrée n'est pas enregistrée\u00a0: corrigez les champs signalés en rouge (le message en rouge, sous le nom de chaque champ, dit pourquoi), puis recommencez.",
      // %{details} is admin/save-problems.ts's explanation: why, that the draft is kept, what to do.
      onFailToPersist: "L'entrée n'a pas été enregistrée\u00a0: %{details}",
      onFailToPublishEntry: "L'entrée n'a pas été publiée\u00a0: %{details}",
      onFailToUpdateStatus: "Le statut n'a pas été changé\u00a0: %{details}",
      onFailToDelete: "L'entrée n'a pas été supprimée\u00a0: %{details}",
      onLoggedOut: "Vous avez été déconnecté\u00a0: enregistrez votre travail, puis reconnectez-vous.",
    },
  },
} satisfies Messages;
