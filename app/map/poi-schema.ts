import { z } from "zod";
import { noticePathSchema } from "./category-schema.ts";
import { positionSchema } from "./position-schema.ts";
import { ContentError } from "../lib/content-error.ts";
import { fieldError } from "../lib/validation.ts";
import { parseEntry, type ContentEntry } from "../data/content-entry.ts";
import { POI_ICONS, type MapCategoryId, type Poi } from "./poi-types.ts";
import { pointIconProblem, pointNameProblem, pointSpotProblem, type NamedEntry } from "./point-rules.ts";

export { CATEGORY_ICONS, MAP_CATEGORY_IDS, MASKED_NAME, POI_ICONS } from "./poi-types.ts";
export type { MapCategoryId, Poi, PoiIcon } from "./poi-types.ts";

/** One point of the map: content/map/points/<category>/<id>.json. */
export const poiSchema: z.ZodType<Poi> = z
  .strictObject({
    /** Unique across the whole map, and the file's name; links and the URL name the point by it. */
    id: z.number().int().positive().meta({
      title: "Identifiant",
      description:
        "Nombre entier unique sur toute la carte (nom du fichier). Ne le changez pas : les liens l'utilisent.",
    }),
    /** Shown on the card and in the list; illegal spots are always "???". */
    name: z
      .string()
      .refine((name) => name.trim().length > 0, { message: "ne peut pas être vide" })
      .meta({
        title: "Nom",
        description: "Nom affiché sur la carte et dans la liste (« ??? » pour les lieux illégaux).",
      }),
    /** Game coordinates "x,y,z". */
    position: positionSchema,
    /** Marker icon; each category allows some (CATEGORY_ICONS). */
    icon: z
      .enum(POI_ICONS)
      .meta({ title: "Icône", description: "Pictogramme du point, parmi ceux de sa catégorie." }),
    /** The rulebook page about this very place, linked from its card (else its kind's or its category's). */
    article: noticePathSchema.optional().meta({
      title: "Article de la notice",
      description:
        "Facultatif : la page de la notice sur ce lieu précis, par exemple « Justice › Tribunal et procès » pour le tribunal. Sans elle, la fiche renvoie à l'article de son type de lieu ou de sa catégorie.",
    }),
  })
  .meta({ title: "Point de la carte" });

/** The category's folder of points, relative to the content root. */
export const pointsFolder = (category: MapCategoryId) => `content/map/points/${category}`;

/**
 * Checks the points of one category (one file each) and returns them typed. Throws a ContentError
 * naming the file and the field at fault: schema, the category's icons, the file named after the id,
 * names unique in the category, illegal spots masked and only they, no two at one spot.
 */
export function validatePois(category: MapCategoryId, entries: readonly ContentEntry[]): Poi[] {
  const named: (NamedEntry & { position: string })[] = [];
  return entries.map((entry) => {
    const poi = parseEntry(poiSchema, entry);
    const fail = (field: string, message: string | undefined) => {
      if (message) throw new ContentError(fieldError(entry.file, field, message));
    };
    if (String(poi.id) !== entry.name) fail("id", `${poi.id} doit être le nom du fichier (${poi.id}.json)`);
    fail("icon", pointIconProblem(category, poi.icon));
    fail("name", pointNameProblem(category, poi.name, named));
    fail("position", pointSpotProblem(poi.position, named));
    named.push({ name: poi.name, id: poi.id, position: poi.position });
    return poi;
  });
}
