import { z } from "zod";
import { positionSchema } from "./position-schema.ts";
import { MAP } from "./config.ts";
import { PLACE_KINDS, type Place } from "./place-types.ts";
import { ContentError } from "../lib/content-error.ts";
import { fieldError } from "../lib/validation.ts";
import { parseEntry, type ContentEntry } from "../data/content-entry.ts";
import { placeNameProblem, placeTownProblem, type NamedEntry } from "./point-rules.ts";

const zoom = z.number().min(MAP.minZoom).max(MAP.maxZoom);

/** A French definite article (le, la, les, l' or l’), then the name. */
const FRENCH_ARTICLE_NAME = /^(?:(?:le|la|les) |l['’])\S/;

/** Whether `withArticle` is `name` after its article, letter case aside ("le port de pêche", "Port de pêche"). */
function sameName(withArticle: string, name: string): boolean {
  const bare = withArticle.replace(/^(?:(?:le|la|les) |l['’])/, "");
  return bare.toLocaleLowerCase("fr") === name.trim().toLocaleLowerCase("fr");
}

/** One named place of the map: content/map/places/<id>.json. */
export const placeSchema: z.ZodType<Place> = z
  .strictObject({
    /** Lowercase words joined by "-", unique, and the file's name; a district names its town by it. */
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
        message: "doit être des mots en minuscules sans accent reliés par « - »",
      })
      .meta({
        title: "Identifiant",
        description: "Mots en minuscules reliés par « - », sans accents (nom du fichier).",
      }),
    /** Shown on the map and on a point's card. */
    name: z
      .string()
      .refine((name) => name.trim().length > 0, { message: "ne peut pas être vide" })
      .meta({ title: "Nom", description: "Nom écrit sur la carte et sur la fiche des points." }),
    /** The name in a French sentence, with its article: "le port de pêche" (see Place). */
    withArticle: z
      .string()
      .regex(FRENCH_ARTICLE_NAME, { message: "doit commencer par le, la, les ou l' suivi du nom" })
      .optional()
      .meta({
        title: "Nom avec son article",
        description:
          "Facultatif : le nom tel qu'il s'écrit dans une phrase, avec son article et ses minuscules (« le port de pêche », « l'estuaire de la Vière », « le Vieux-Port »), pour « Près du port de pêche ». À laisser vide pour une ville (« Près de Ferlac ») ou un nom qui commence par son article (« Le Couchant »).",
      }),
    /** Sets how the label looks and from which zoom it shows. */
    kind: z
      .enum(PLACE_KINDS)
      .meta({ title: "Type", description: "Ville, quartier, port, aéroport, zone ou étendue d'eau." }),
    /** Centre of the place and of its label. */
    position: positionSchema,
    /** Game units around the centre that belong to the place. */
    radius: z.number().positive().meta({
      title: "Rayon",
      description: "En unités du jeu autour du centre : un point dans ce cercle est « dans » le lieu.",
    }),
    /** For a district, harbour or airport: the id of its town. */
    town: z.string().optional().meta({
      title: "Ville",
      description: "Pour un quartier, un port ou un aéroport : l'identifiant de sa ville.",
    }),
    /** Lowest zoom at which the label shows, when the kind's default does not suit. */
    minZoom: zoom
      .optional()
      .meta({ title: "Zoom minimal", description: "Zoom à partir duquel le nom s'affiche (1 à 4)." }),
    /** Highest zoom at which the label shows. */
    maxZoom: zoom
      .optional()
      .meta({ title: "Zoom maximal", description: "Zoom jusqu'auquel le nom s'affiche (1 à 4)." }),
  })
  .refine((place) => place.withArticle === undefined || sameName(place.withArticle, place.name), {
    message: "doit être le nom précédé de son article (seules les majuscules peuvent changer)",
    path: ["withArticle"],
  })
  .refine((place) => (place.minZoom ?? MAP.minZoom) <= (place.maxZoom ?? MAP.maxZoom), {
    message: "ne doit pas dépasser le zoom maximal (maxZoom)",
    path: ["minZoom"],
  })
  .meta({ title: "Nom de lieu" });

/** The places' folder, relative to the content root. */
export const PLACES_FOLDER = "content/map/places";

/**
 * Checks the places (one file each) and returns them typed. Throws a ContentError naming the file
 * and the field at fault: the schema, the file named after the id, unique names, and a `town` that
 * is the id of a town.
 */
export function validatePlaces(entries: readonly ContentEntry[]): Place[] {
  const fail = (entry: ContentEntry, field: string, message: string): never => {
    throw new ContentError(fieldError(entry.file, field, message));
  };
  const parsed = entries.map((entry) => ({ entry, place: parseEntry(placeSchema, entry) }));
  const named: NamedEntry[] = [];
  for (const { entry, place } of parsed) {
    if (place.id !== entry.name)
      fail(entry, "id", `« ${place.id} » doit être le nom du fichier (${place.id}.json)`);
    const problem = placeNameProblem(place.name, named);
    if (problem) fail(entry, "name", problem);
    named.push({ name: place.name, id: place.id });
  }
  const places = parsed.map(({ place }) => place);
  for (const { entry, place } of parsed) {
    const problem = place.town === undefined ? undefined : placeTownProblem(place.town, places);
    if (problem) fail(entry, "town", problem);
  }
  return places;
}
