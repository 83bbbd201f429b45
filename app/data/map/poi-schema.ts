import { z } from "zod";
import { positionSchema } from "./position-schema";
import { describeIssues, entryName, fieldError } from "../../lib/validation";
import { CATEGORY_ICONS, MASKED_NAME, POI_ICONS, type MapCategoryId, type Poi } from "./poi-types";

export { CATEGORY_ICONS, MAP_CATEGORY_IDS, MASKED_NAME, POI_ICONS } from "./poi-types";
export type { MapCategoryId, Poi, PoiIcon } from "./poi-types";

export const poiSchema: z.ZodType<Poi> = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().refine((name) => name.trim().length > 0, { message: "must not be empty" }),
  position: positionSchema,
  icon: z.enum(POI_ICONS),
});

/**
 * Checks the points of one category and returns them typed. Throws an Error naming the file, the
 * entry (index and id) and the field at fault, so that a typo in a data file is found at once.
 */
export function validatePois(category: MapCategoryId, file: string, raw: unknown): Poi[] {
  if (!Array.isArray(raw)) throw new Error(`${file}: expected an array of points for category "${category}"`);
  const fail = (index: number, entry: unknown, field: string, message: string): never => {
    throw new Error(fieldError(entryName(file, index, entry), field, message));
  };
  const allowed = CATEGORY_ICONS[category];
  const ids = new Set<number>();
  const names = new Set<string>();
  return raw.map((entry: unknown, index) => {
    const parsed = poiSchema.safeParse(entry);
    if (!parsed.success) throw new Error(describeIssues(entryName(file, index, entry), parsed.error));
    const poi = parsed.data;
    if (!allowed.includes(poi.icon)) {
      fail(
        index,
        entry,
        "icon",
        `"${poi.icon}" is not allowed in category "${category}" (allowed: ${allowed.join(", ")})`,
      );
    }
    if (ids.has(poi.id)) fail(index, entry, "id", `duplicate id ${poi.id} in this file`);
    ids.add(poi.id);
    if (category === "illegal") {
      if (poi.name !== MASKED_NAME)
        fail(index, entry, "name", `illegal spots must be named "${MASKED_NAME}"`);
    } else {
      const key = poi.name.trim().toLocaleLowerCase("fr");
      if (names.has(key)) fail(index, entry, "name", `duplicate name "${poi.name}" in this category`);
      names.add(key);
    }
    return poi;
  });
}
