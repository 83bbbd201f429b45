import { readFileSync } from "node:fs";
import path from "node:path";
import { contributorSchema, otherCreditSchema, teamMemberSchema } from "../../app/data/credits/schema";
import { placeSchema } from "../../app/data/map/place-schema";
import {
  CATEGORY_ICONS,
  MAP_CATEGORY_IDS,
  poiSchema,
  type MapCategoryId,
} from "../../app/data/map/poi-schema";
import { listNoticeFiles } from "../../app/notice/content-files";
import { articleFrontmatterSchema, categoryMetaSchema } from "../../app/notice/schema";
import { termsFrontmatterSchema } from "../../app/terms/terms.server";
import { editorFields, type EditorField } from "./fields";
import { CHANGE_ENTRY_FIELD } from "./change-entry";
import { MAX_UPLOAD_BYTES } from "./editor-config";

/** Uploads through an image field: one file, at most 1 MB (Decap says so and refuses it). */
const IMAGE_UPLOADS = { allow_multiple: false, config: { max_file_size: MAX_UPLOAD_BYTES } };

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
      published: { widget: "day" },
      changes: { collapsed: true, summary: "{{fields.date}} · {{fields.summary}}" },
      anchor: { widget: "anchor" },
      redirectFrom: { collapsed: true },
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
    for (const category of type.categories) {
      const meta = JSON.parse(readFileSync(category.metaFile, "utf8")) as { title?: string };
      const title = meta.title ?? category.id;
      const folder = `content/notice/${type.id}/${category.id}`;
      collections.push({
        name: `notice-${type.id}-${category.id}`,
        label: `${NOTICE_TYPE_LABELS[type.id] ?? type.id} · ${title}`,
        label_singular: "article",
        description: `Les articles de la catégorie « ${title} » (${folder}).`,
        folder,
        extension: "md",
        format: "frontmatter",
        create: true,
        slug: "{{slug}}",
        identifier_field: "title",
        summary: "{{order}} · {{title}}",
        sortable_fields: ["order", "title"],
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
          },
        }),
      });
    }
  }
  collections.push({
    name: "notice-categories",
    label: "Règlement · Catégories",
    label_singular: "catégorie",
    format: "json",
    files: categories,
  });
  return collections;
}

function mapCollections(): EditorCollection[] {
  const points = MAP_CATEGORY_IDS.map((category) => ({
    name: `map-${category}`,
    label: MAP_CATEGORY_LABELS[category],
    label_singular: "point",
    folder: `content/map/points/${category}`,
    extension: "json",
    format: "json",
    create: true,
    slug: "{{fields.id}}",
    identifier_field: "name",
    summary: "{{id}} · {{name}}",
    fields: editorFields(poiSchema, {
      id: { widget: "poi-id" },
      position: { widget: "position" },
      icon: { options: [...CATEGORY_ICONS[category]], default: CATEGORY_ICONS[category][0] },
    }),
  }));
  const places = {
    name: "map-places",
    label: "Carte · Noms de lieux",
    label_singular: "lieu",
    folder: "content/map/places",
    extension: "json",
    format: "json",
    create: true,
    slug: "{{fields.id}}",
    identifier_field: "name",
    fields: editorFields(placeSchema, { position: { widget: "position" } }),
  };
  return [...points, places];
}

function creditCollection(
  name: string,
  label: string,
  fields: EditorField[],
  mediaFolder?: string,
): EditorCollection {
  return {
    name: `credits-${name}`,
    label,
    label_singular: "crédit",
    folder: `content/credits/${name}`,
    extension: "json",
    format: "json",
    create: true,
    slug: "{{slug}}",
    identifier_field: "displayName",
    ...(mediaFolder
      ? { media_folder: `/public/img/${mediaFolder}`, public_folder: `/img/${mediaFolder}` }
      : {}),
    fields,
  };
}

function creditCollections(): EditorCollection[] {
  return [
    creditCollection("team", "Crédits · Équipe", editorFields(teamMemberSchema), "team"),
    creditCollection("contributors", "Crédits · Contributeurs", editorFields(contributorSchema)),
    creditCollection("others", "Crédits · Outils et moddeurs", editorFields(otherCreditSchema), "others"),
  ];
}

function termsCollection(): EditorCollection {
  return {
    name: "terms",
    label: "Conditions d'utilisation",
    format: "frontmatter",
    files: [
      {
        name: "terms",
        label: "Conditions générales d'utilisation",
        file: "content/terms/terms.md",
        fields: [
          ...editorFields(termsFrontmatterSchema, {
            updated: { label: "Mises à jour le", hint: "Le jour de la dernière mise à jour." },
          }),
          { name: "body", label: "Texte", widget: "markdown", required: true, modes: ["raw", "rich_text"] },
        ],
      },
    ],
  };
}

/** Every collection of the editor, for the content folder `contentDir` (the rulebook's root). */
export function editorCollections(contentDir = path.resolve("content/notice")): EditorCollection[] {
  return [...rulebookCollections(contentDir), ...mapCollections(), ...creditCollections(), termsCollection()];
}
