import { z } from "zod";
import { positionSchema } from "./position-schema";
import { MAP } from "../../config/map";
import { PLACE_KINDS, type Place } from "./place-types";
import { describeIssues, entryName, fieldError } from "../../lib/validation";

const zoom = z.number().min(MAP.minZoom).max(MAP.maxZoom);

export const placeSchema: z.ZodType<Place> = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'must be lowercase words joined by "-"' }),
    name: z.string().refine((name) => name.trim().length > 0, { message: "must not be empty" }),
    kind: z.enum(PLACE_KINDS),
    position: positionSchema,
    radius: z.number().positive(),
    town: z.string().optional(),
    minZoom: zoom.optional(),
    maxZoom: zoom.optional(),
  })
  .refine((place) => (place.minZoom ?? MAP.minZoom) <= (place.maxZoom ?? MAP.maxZoom), {
    message: "must not be above maxZoom",
    path: ["minZoom"],
  });

/**
 * Checks the places file and returns it typed. Throws an Error naming the file, the entry (index
 * and id) and the field at fault: unique ids and names, and a `town` that is the id of a town.
 */
export function validatePlaces(file: string, raw: unknown): Place[] {
  if (!Array.isArray(raw)) throw new Error(`${file}: expected an array of places`);
  const fail = (index: number, entry: unknown, field: string, message: string): never => {
    throw new Error(fieldError(entryName(file, index, entry), field, message));
  };
  const parsed = raw.map((entry: unknown, index) => {
    const result = placeSchema.safeParse(entry);
    if (!result.success) throw new Error(describeIssues(entryName(file, index, entry), result.error));
    return result.data;
  });
  const ids = new Set<string>();
  const names = new Set<string>();
  parsed.forEach((place, index) => {
    if (ids.has(place.id)) fail(index, place, "id", `duplicate id "${place.id}"`);
    ids.add(place.id);
    const name = place.name.trim().toLocaleLowerCase("fr");
    if (names.has(name)) fail(index, place, "name", `duplicate name "${place.name}"`);
    names.add(name);
  });
  parsed.forEach((place, index) => {
    if (place.town === undefined) return;
    const town = parsed.find((other) => other.id === place.town);
    if (!town || town.kind !== "town") fail(index, place, "town", `"${place.town}" is not the id of a town`);
  });
  return parsed;
}
