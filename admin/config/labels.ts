/**
 * French labels, hints and messages of the editor's fields, by field name (the editor is for the
 * community's staff, who work in French). A schema's own `.meta({ title })` wins over these.
 */
export const FIELD_LABELS: Record<
  string,
  {
    label: string;
    hint?: string;
    patternMessage?: string;
    /**
     * A list's item, alone (« 1 entrée ») and with its article (« Ajouter une entrée »), and its
     * plural for the count (« 3 entrées ») when the list's label is not one (« Journal des… »).
     */
    item?: [singular: string, withArticle: string, plural?: string];
  }
> = {
  title: { label: "Titre", hint: "Affiché dans le menu, en titre de la page et dans l'onglet." },
  order: {
    label: "Ordre",
    hint: "Place dans la liste : un nombre entier, 0 ou plus (les égalités suivent la clé).",
  },
  description: {
    label: "Description",
    hint: "Une phrase de 40 à 200 caractères, pour les moteurs de recherche et les aperçus de lien.",
  },
  published: { label: "Publié le", hint: "Jour de la première publication, pas dans le futur." },
  changes: {
    label: "Journal des modifications",
    hint: "Les entrées déjà enregistrées, de la plus ancienne à la plus récente : corrigez-en une ici. Pour en ajouter une, cochez «\u00a0Nouvelle entrée du journal\u00a0» plus bas.",
    item: ["entrée", "une entrée", "entrées"],
  },
  date: { label: "Date", hint: "Pas dans le futur." },
  time: {
    label: "Heure",
    hint: "Facultative, heure de Paris (HH:MM), pour ordonner plusieurs changements d'un même jour.",
    patternMessage: "L'heure s'écrit HH:MM, par exemple 14:30.",
  },
  summary: { label: "Résumé", hint: "Une phrase sur ce qui a changé (journal et flux)." },
  anchor: {
    label: "Section concernée",
    hint: "Facultative : la section de l'article qui a changé.",
    patternMessage: "La section doit être l'identifiant d'un titre de l'article, par exemple principe.",
  },
  redirectFrom: {
    label: "Anciennes adresses",
    item: ["ancienne adresse", "une ancienne adresse"],
    hint: "Après un renommage ou un déplacement : les anciens chemins mènent ici.",
    patternMessage:
      "Une ancienne adresse doit être un chemin du règlement, par exemple /notice/technical/repair/altv.",
  },
  image: {
    label: "Image",
    patternMessage: "Le nom du fichier ne prend que des minuscules sans accent, des chiffres et des tirets.",
  },
  body: { label: "Texte" },
  id: {
    label: "Identifiant",
    patternMessage:
      "L'identifiant ne prend que des minuscules sans accent, des chiffres et des tirets, par exemple port-nord.",
  },
  name: { label: "Nom" },
  withArticle: {
    label: "Nom avec son article",
    patternMessage:
      "Le nom doit commencer par le, la, les ou l', par exemple «\u00a0le port de pêche\u00a0».",
  },
  position: { label: "Position", hint: "Cliquez sur la carte, déplacez le repère ou tapez x,y,z." },
  icon: { label: "Icône" },
  kind: { label: "Type de lieu" },
  radius: { label: "Rayon (unités du jeu)" },
  town: { label: "Ville", hint: "Facultative : l'identifiant de la ville du quartier." },
  minZoom: { label: "Zoom minimal" },
  maxZoom: { label: "Zoom maximal" },
  displayName: { label: "Pseudonyme" },
  links: { label: "Liens", item: ["lien", "un lien"] },
  games: { label: "Jeux", item: ["jeu", "un jeu"] },
  topics: { label: "Sujets", item: ["sujet", "un sujet"] },
  french: {
    label: "Mots de la notice (en français)",
    item: ["mot", "un mot"],
    patternMessage: "Chaque mot doit avoir au moins deux lettres à la suite.",
  },
  words: {
    label: "Mots de la langue",
    item: ["mot", "un mot"],
    patternMessage: "Chaque mot doit avoir au moins deux lettres à la suite.",
  },
  link: {
    label: "Lien",
    hint: "Facultatif, une adresse https://.",
    patternMessage: "Le lien doit commencer par https://.",
  },
  active: { label: "Dans l'équipe aujourd'hui" },
  role: { label: "Rôle", hint: "Le rôle affiché sous le pseudo, accordé selon le genre." },
  gender: { label: "Genre grammatical du rôle" },
  easterEgg: { label: "Surprise au survol" },
  hoverImage: { label: "Image au survol" },
};
