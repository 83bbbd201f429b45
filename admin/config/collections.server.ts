import { readFileSync } from "node:fs";
import path from "node:path";
import { businessSchema } from "../../app/data/business-schema";
import { PLATFORMS } from "../../app/data/business-types";
import {
  contributorSchema,
  creditIconSchema,
  otherCreditSchema,
  teamMemberSchema,
  TEAM_IMAGE_FOLDER,
  TEAM_IMAGE_NAME_PATTERN,
} from "../../app/data/credits/schema";
import { SOCIAL_NETWORKS, socialSchema } from "../../app/data/social-schema";
import { searchVocabularySchema } from "../../app/data/search-vocabulary-schema";
import { SEARCH_VOCABULARY_DIR, VOCABULARY_LOCALES } from "../../app/data/search-vocabulary.server";
import { LOCALE_NAMES } from "../../app/i18n/locales";
import { placeSchema } from "../../app/map/place-schema";
import {
  CATEGORY_ICONS,
  MAP_CATEGORY_IDS,
  MASKED_NAME,
  poiSchema,
  type MapCategoryId,
} from "../../app/map/poi-schema";
import { listNoticeFiles } from "../../app/notice/content-files";
import { compareCategories } from "../../app/notice/ordering";
import { articleFrontmatterSchema, categoryMetaSchema } from "../../app/notice/schema";
import { termsFrontmatterSchema } from "../../app/terms/terms.server";
import { readFrontmatterFile } from "../../app/lib/markdown/frontmatter.server";
import { extractHeadings } from "../../app/lib/markdown/render";
import { articlePath } from "../../app/notice/model";
import { QUIZ } from "../../app/config/quiz";
import { QUIZ_FOLDER } from "../../app/quiz/read.server";
import { quizQuestionSchema } from "../../app/quiz/schema";
import { catalogueOptions, frenchLabel } from "./catalogue-options";
import { editorFields, type EditorField, type SelectOption } from "./fields";
import { CHANGE_ENTRY_FIELD } from "./change-entry";
import { MARKDOWN_FORMAT } from "./markdown-file";
import { MAX_SHRUNK_UPLOAD_BYTES, MAX_UPLOAD_BYTES } from "./editor-config";
import { JSON_FORMAT } from "./json-file";

/** Uploads through an image field: one file, at most 1 MB (Decap says so and refuses it). */
const IMAGE_UPLOADS = { allow_multiple: false, config: { max_file_size: MAX_UPLOAD_BYTES } };
/** Uploads the editor shrinks to a small WebP (team photos): a phone's photo as it is. */
const SHRUNK_UPLOADS = { allow_multiple: false, config: { max_file_size: MAX_SHRUNK_UPLOAD_BYTES } };

/** Portrait size written by the editor: the site's own avatars are 256×256 WebP (4× the card's 64 px). */
export const TEAM_PHOTO_PX = 256;

/**
 * A team photo or hover image: uploaded into public/img/team and stored as its site path
 * (/img/team/nora.webp), which is what Decap's image widget writes and what the schema checks.
 * Decap crops a JPEG, PNG or WebP to a centred square and re-encodes it as a 256×256 WebP in the
 * browser, like the site's own avatars, so a phone photo is a few kB on the page.
 */
function teamImageField(required: boolean): Partial<EditorField> {
  return {
    widget: "image",
    required,
    media_folder: `/public${TEAM_IMAGE_FOLDER}`,
    public_folder: TEAM_IMAGE_FOLDER,
    // Decap checks the file's name (the schema checks the whole path): a file chosen from the
    // library must be one of the formats the site serves.
    pattern: [TEAM_IMAGE_NAME_PATTERN.source, "L'image doit être un fichier WebP, PNG, JPEG ou AVIF."],
    media_library: SHRUNK_UPLOADS,
    media_processing: {
      enabled: true,
      format: { enabled: true, default: "webp" },
      quality: 85,
      width: TEAM_PHOTO_PX,
      height: TEAM_PHOTO_PX,
      aspect_ratio: "1:1",
    },
  };
}

/** The credits' pictograms, labelled with the kind the page shows (« Graphisme », « Son »…). */
const ICON_OPTIONS = catalogueOptions("app.credits.kind.", creditIconSchema.options);

/**
 * The editor's collections, generated at build time (and by `npm run edit`) from the content
 * folders and the zod schemas: one collection per rulebook category (staff add articles to any of
 * them), the categories' own settings, the map's points and place names, the credits and the terms.
 * Paths follow the content layout of docs/decisions and the README; Decap writes where they say.
 */

/** A Decap collection (Decap's type is too loose to help). */
export type EditorCollection = Record<string, unknown> & { name: string; label: string };

const NOTICE_TYPE_LABELS: Record<string, string> = { game: "Règlement du jeu", technical: "Aide technique" };
const MAP_CATEGORY_LABELS: Record<MapCategoryId, string> = {
  enterprise: "Carte · Entreprises",
  dealer: "Carte · Concessionnaires",
  parking: "Carte · Parkings",
  illegal: "Carte · Lieux illégaux",
};

/** A rulebook article: the schema's fields, the "add a change entry" control, then the text. */
export function articleFields(): EditorField[] {
  return [
    ...editorFields(articleFrontmatterSchema, {
      // Not another article's of its category (case and spaces aside), said as it is typed.
      title: { widget: "article-title" },
      published: { widget: "day" },
      // Days as French staff read them (24/11/2026), not as the file stores them.
      changes: {
        collapsed: true,
        summary: "{{fields.date | date('DD/MM/YYYY')}} · {{fields.summary}}",
        // One way to add an entry: the « Nouvelle entrée du journal » box (CHANGE_ENTRY_FIELD).
        allow_add: false,
      },
      anchor: { widget: "anchor" },
      // A closed row shows its address, not the field's label again.
      redirectFrom: { collapsed: true, summary: "{{fields.redirectFrom}}" },
      // Not a page that exists, nor another article's old address (app/notice/redirects.ts).
      "redirectFrom.item": { widget: "old-path" },
    }),
    CHANGE_ENTRY_FIELD,
    // Raw Markdown first: the rich-text mode rewrites what it does not know (`{#principe}` ids).
    { name: "body", label: "Texte", widget: "markdown", required: true, modes: ["raw", "rich_text"] },
  ];
}

function rulebookCollections(contentDir: string): EditorCollection[] {
  const collections: EditorCollection[] = [];
  const categories: Record<string, unknown>[] = [];
  for (const type of listNoticeFiles(contentDir)) {
    // In the site's order (its menu), not the folders' alphabetical one.
    const ordered = type.categories
      .map((category) => ({
        ...category,
        meta: JSON.parse(readFileSync(category.metaFile, "utf8")) as { title?: string; order?: number },
      }))
      .sort((a, b) =>
        compareCategories({ id: a.id, order: a.meta.order }, { id: b.id, order: b.meta.order }),
      );
    for (const { meta, ...category } of ordered) {
      const title = meta.title ?? category.id;
      const folder = `content/notice/${type.id}/${category.id}`;
      collections.push({
        name: `notice-${type.id}-${category.id}`,
        label: `${NOTICE_TYPE_LABELS[type.id] ?? type.id} · ${title}`,
        label_singular: "article",
        description: `Les articles de la catégorie «\u00a0${title}\u00a0».`,
        folder,
        extension: "md",
        format: MARKDOWN_FORMAT,
        create: true,
        slug: "{{slug}}",
        identifier_field: "title",
        summary: "{{order}} · {{title}}",
        // Listed as the site's menu lists them; staff may sort by title instead.
        sortable_fields: [
          { field: "order", label: "Ordre", default_sort: "asc" },
          { field: "title", label: "Titre" },
        ],
        preview_path: `notice/${type.id}/${category.id}/{{slug}}`,
        fields: articleFields(),
      });
      categories.push({
        name: `${type.id}-${category.id}`,
        label: `${NOTICE_TYPE_LABELS[type.id] ?? type.id} · ${title}`,
        file: `${folder}/_category.json`,
        fields: editorFields(categoryMetaSchema, {
          image: {
            widget: "image",
            media_folder: "/public/img/notice",
            public_folder: "/img/notice",
            media_library: IMAGE_UPLOADS,
            // The schema takes a .webp of lower-case words: a JPEG or PNG becomes a WebP at upload,
            // and Decap checks the file's name (lower-cased by Decap) before saving.
            media_processing: { enabled: true, format: { enabled: true, default: "webp" }, quality: 85 },
            pattern: [
              "^[a-z0-9-]+\\.webp$",
              "L'image doit être un fichier WebP, PNG ou JPEG dont le nom n'a que des lettres sans accent, des chiffres et des tirets.",
            ],
          },
        }),
      });
    }
  }
  collections.push({
    name: "notice-categories",
    label: "Règlement · Catégories",
    label_singular: "catégorie",
    format: JSON_FORMAT,
    files: categories,
  });
  return collections;
}

/**
 * Every rulebook page a map point's card may link to, as staff know them (« Véhicules › Louer un
 * véhicule »): a choice among the pages that exist, so that the editor never saves a link the
 * build would refuse.
 */
function rulebookPageOptions(contentDir: string): SelectOption[] {
  return listNoticeFiles(contentDir).flatMap((type) =>
    type.categories.flatMap((category) => {
      const title =
        (JSON.parse(readFileSync(category.metaFile, "utf8")) as { title?: string }).title ?? category.id;
      return [
        { value: `/notice/${type.id}/${category.id}`, label: `${title} (toute la catégorie)` },
        ...category.articles.map(({ key, file }) => {
          const articleTitle = /^title:\s*["']?(.+?)["']?\s*$/m.exec(readFileSync(file, "utf8"))?.[1] ?? key;
          return { value: `/notice/${type.id}/${category.id}/${key}`, label: `${title} › ${articleTitle}` };
        }),
      ];
    }),
  );
}

function mapCollections(contentDir: string): EditorCollection[] {
  const articles = rulebookPageOptions(contentDir);
  const points = MAP_CATEGORY_IDS.map((category) => ({
    name: `map-${category}`,
    label: MAP_CATEGORY_LABELS[category],
    label_singular: "point",
    folder: `content/map/points/${category}`,
    extension: "json",
    format: JSON_FORMAT,
    create: true,
    slug: "{{fields.id}}",
    identifier_field: "name",
    summary: "{{id}} · {{name}}",
    fields: editorFields(poiSchema, {
      id: {
        widget: "poi-id",
        hint: "Un nombre entier unique sur toute la carte, proposé pour un nouveau point. Une fois le point publié, ne le changez plus : les liens vers le point l'utilisent.",
      },
      // The masked name is the illegal spots' rule only (validatePois): each category says its own.
      name: {
        hint:
          category === "illegal"
            ? `Toujours « ${MASKED_NAME} » : les lieux illégaux ne sont pas nommés sur la carte.`
            : "Le nom affiché sur la carte et dans la liste, différent des autres noms de la catégorie.",
        widget: "unique-name",
        ...(category === "illegal" ? { default: MASKED_NAME } : {}),
      },
      position: { widget: "position" },
      icon: { options: [...CATEGORY_ICONS[category]], default: CATEGORY_ICONS[category][0] },
      article: { widget: "select", options: articles },
    }),
  }));
  const places = {
    name: "map-places",
    label: "Carte · Noms de lieux",
    label_singular: "lieu",
    folder: "content/map/places",
    extension: "json",
    format: JSON_FORMAT,
    create: true,
    slug: "{{fields.id}}",
    identifier_field: "name",
    fields: editorFields(placeSchema, {
      name: { widget: "unique-name", hint: "Le nom écrit sur la carte, différent des autres noms de lieux." },
      position: { widget: "position" },
      town: { widget: "place-town", hint: "Pour un quartier, un port ou un aéroport : sa ville." },
    }),
  };
  return [...points, places];
}

function creditCollection(
  name: string,
  label: string,
  /** What one entry is (« + membre »). */
  item: string,
  fields: EditorField[],
  mediaFolder?: string,
): EditorCollection {
  return {
    name: `credits-${name}`,
    label,
    label_singular: item,
    folder: `content/credits/${name}`,
    extension: "json",
    format: JSON_FORMAT,
    create: true,
    slug: "{{slug}}",
    identifier_field: "displayName",
    ...(mediaFolder
      ? { media_folder: `/public/img/${mediaFolder}`, public_folder: `/img/${mediaFolder}` }
      : {}),
    fields,
  };
}

/** A team member: photo upload, roles and genders as French choices, an optional surprise. */
export function teamFields(): EditorField[] {
  return editorFields(teamMemberSchema, {
    image: teamImageField(false),
    role: { widget: "select", options: catalogueOptions("app.credits.role.") },
    gender: {
      options: [
        { value: "f", label: "Féminin (Fondatrice, Modératrice…)" },
        { value: "m", label: "Masculin (Fondateur, Modérateur…)" },
      ],
    },
    // Optional as a whole (its image is not required in the form, see fields.ts), and an empty
    // block is dropped on save (admin/config/credit-save.ts): it never blocks a new member.
    easterEgg: { collapsed: true },
    hoverImage: teamImageField(false),
  });
}

function creditCollections(): EditorCollection[] {
  return [
    creditCollection("team", "Crédits · Équipe", "membre", teamFields(), "team"),
    creditCollection(
      "contributors",
      "Crédits · Contributeurs",
      "contributeur",
      editorFields(contributorSchema, {
        icon: { options: ICON_OPTIONS, hint: "Ce qu'a fait la personne, montré par un pictogramme." },
        reasonId: {
          widget: "select",
          options: catalogueOptions("app.credits.reason."),
          hint: "La ligne affichée sous le nom. Une contribution absente de la liste se demande aux développeurs (textes traduits).",
        },
      }),
    ),
    creditCollection(
      "others",
      "Crédits · Outils et moddeurs",
      "outil",
      editorFields(otherCreditSchema, {
        image: {
          label: "Badge",
          widget: "badge",
          hint: "Facultatif : un badge de public/img/others (un fichier .png). Sinon, choisissez un pictogramme.",
        },
        icon: { options: ICON_OPTIONS, label: "Pictogramme", hint: "Montré quand il n'y a pas de badge." },
        links: { label: "Liens", hint: "Au moins un.", summary: "{{fields.kind}} · {{fields.url}}" },
        kind: { widget: "select", label: "Type de lien", options: catalogueOptions("app.credits.link.") },
        url: { label: "Adresse", hint: "Une adresse https://." },
        descriptionId: {
          widget: "select",
          label: "Description",
          options: catalogueOptions("app.credits.tool."),
          hint: "La phrase affichée sous le nom. Une description absente de la liste se demande aux développeurs (textes traduits).",
        },
      }),
      "others",
    ),
  ];
}

/** The business page's list of games and the social links: one file each, edited as a form. */
function siteListsCollection(): EditorCollection {
  return {
    name: "site-lists",
    label: "Page entreprise et réseaux sociaux",
    label_singular: "liste",
    description: "Les jeux de la page entreprise et les liens vers les réseaux sociaux de la communauté.",
    format: JSON_FORMAT,
    files: [
      {
        name: "business",
        label: "Page entreprise · jeux pris en charge",
        file: "content/business.json",
        fields: editorFields(businessSchema, {
          games: { summary: "{{fields.name}}", collapsed: true },
          platforms: {
            options: catalogueOptions("app.business.platform.", PLATFORMS),
            hint: "Au moins une.",
          },
        }),
      },
      {
        name: "social",
        label: "Réseaux sociaux",
        file: "content/social.json",
        fields: editorFields(socialSchema, {
          links: {
            label: "Liens",
            hint: "Dans l'ordre où le site les montre ; chaque réseau au plus une fois.",
            summary: "{{fields.id}} · {{fields.link}}",
            // Four short items: shown open, each link editable at once.
            collapsed: false,
          },
          id: {
            options: SOCIAL_NETWORKS.map((id) => ({ value: id, label: frenchLabel(`app.network.${id}`) })),
            hint: "Son icône et son nom viennent avec.",
          },
          link: { hint: "L'adresse https de la page de la communauté sur ce réseau." },
        }),
      },
    ],
  };
}

/** The rulebook search's vocabulary: one file per language, edited as a form. */
function searchVocabularyCollection(): EditorCollection {
  return {
    name: "search-vocabulary",
    label: "Recherche de la notice · vocabulaire",
    label_singular: "langue",
    description:
      "Pour chaque langue, les mots que ses joueurs tapent dans la recherche de la notice, et les mots français de la notice qu'ils veulent dire : « Geldstrafe » trouve les articles sur l'amende.",
    format: "json",
    files: VOCABULARY_LOCALES.map((locale) => ({
      name: `search-vocabulary-${locale}`,
      label: LOCALE_NAMES[locale],
      file: `${SEARCH_VOCABULARY_DIR}/${locale}.json`,
      fields: editorFields(searchVocabularySchema, {
        topics: {
          hint: "Un sujet par règle ou notion que les joueurs cherchent ; chaque mot de la langue trouve ce que trouvent les mots français du sujet.",
          summary: "{{fields.words}} → {{fields.french}}",
          collapsed: true,
        },
        french: { hint: "Tels que les articles les écrivent, par exemple amende, caution, permis." },
        words: { hint: "Des mots courants de la langue, un par ligne : un mot, ou une courte expression." },
      }),
    })),
  };
}

function termsCollection(): EditorCollection {
  return {
    name: "terms",
    label: "Conditions d'utilisation",
    format: MARKDOWN_FORMAT,
    files: [
      {
        name: "terms",
        label: "Conditions générales d'utilisation",
        file: "content/terms/terms.md",
        fields: [
          ...editorFields(termsFrontmatterSchema, {
            updated: {
              label: "Mis à jour le",
              hint: "Le jour de la dernière mise à jour. Quand vous changez le texte, il passe tout seul à aujourd'hui à l'enregistrement (sauf si vous avez choisi un autre jour).",
            },
          }),
          { name: "body", label: "Texte", widget: "markdown", required: true, modes: ["raw", "rich_text"] },
        ],
      },
    ],
  };
}

/**
 * Every section of the game rulebook, as a quiz question's rule: « Catégorie · Article › Section »,
 * in the rulebook's order. A choice, not an address typed by hand: the link always leads somewhere
 * (the build checks it too), and a section renamed since shows as unchosen.
 */
export function ruleOptions(contentDir: string): SelectOption[] {
  const game = listNoticeFiles(contentDir).find((type) => type.id === "game");
  const title = (data: unknown, fallback: string) =>
    String((data as { title?: unknown } | undefined)?.title ?? fallback);
  const order = (data: unknown) => Number((data as { order?: unknown } | undefined)?.order ?? Infinity);
  const categories = (game?.categories ?? []).map((category) => ({
    ...category,
    meta: JSON.parse(readFileSync(category.metaFile, "utf8")) as unknown,
  }));
  categories.sort((a, b) =>
    compareCategories({ id: a.id, order: order(a.meta) }, { id: b.id, order: order(b.meta) }),
  );
  return categories.flatMap((category) =>
    category.articles
      .map((article) => ({ ...article, ...readFrontmatterFile(article.file) }))
      .sort((a, b) => order(a.data) - order(b.data) || a.key.localeCompare(b.key))
      .flatMap((article) =>
        extractHeadings(article.body).map((heading) => ({
          value: `${articlePath("game", category.id, article.key)}#${heading.id}`,
          label: `${title(category.meta, category.id)} · ${title(article.data, article.key)} › ${heading.text}`,
        })),
      ),
  );
}

/** The practice quiz: one file per question, its rule chosen among the game rulebook's sections. */
function quizCollection(contentDir: string): EditorCollection {
  return {
    name: "quiz",
    label: "Quiz de la notice",
    label_singular: "question",
    description:
      "Les questions du quiz d'entraînement sur la notice : une bonne réponse, deux ou trois mauvaises, une explication et la section de la notice qui contient la règle. " +
      `Un tour en tire ${QUIZ.roundSize} au hasard, réparties entre les catégories.`,
    folder: QUIZ_FOLDER,
    extension: "json",
    format: "json",
    create: true,
    // Named after the rule's section (notice-game-vehicles-rent-les-deux-formules.json): short,
    // and it stays true when the question is reworded. A second question on it gets « -1 ».
    slug: "{{rule}}",
    identifier_field: "question",
    summary: "{{question}}",
    preview_path: "quiz",
    fields: editorFields(quizQuestionSchema, {
      wrongAnswers: {
        label_singular: "mauvaise réponse",
        add_label: "une mauvaise réponse",
        min: 2,
        max: 3,
        collapsed: false,
        // A new question opens with the two answers it needs, ready to type.
        default: ["", ""],
        // A folded answer shows its text, not an empty bar.
        summary: "{{fields.wrongAnswers}}",
      },
      // Each answer is a plain text field: the list's settings above are not its own.
      "wrongAnswers.item": {},
      rule: {
        widget: "select",
        options: ruleOptions(contentDir),
        hint: "La section de la notice qui contient la règle : tapez des mots de sa catégorie, de son article ou de son titre, dans n'importe quel ordre, pour la trouver.",
      },
    }),
  };
}

/** Every collection of the editor, for the content folder `contentDir` (the rulebook's root). */
export function editorCollections(contentDir = path.resolve("content/notice")): EditorCollection[] {
  return [
    ...rulebookCollections(contentDir),
    ...mapCollections(contentDir),
    ...creditCollections(),
    siteListsCollection(),
    searchVocabularyCollection(),
    termsCollection(),
    quizCollection(contentDir),
  ];
}
