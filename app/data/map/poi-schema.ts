import { z } from "zod";
import { parsePosition } from "../../lib/map/projection";

/** Marker icons of the map; each category allows a subset (CATEGORY_ICONS). */
export const POI_ICONS = ["business", "car", "moto", "velo", "boat", "plane", "parking", "illegal"] as const;
export type PoiIcon = (typeof POI_ICONS)[number];

/** Categories of the /board map, in display order. */
export const MAP_CATEGORY_IDS = ["enterprise", "dealer", "parking", "illegal"] as const;
export type MapCategoryId = (typeof MAP_CATEGORY_IDS)[number];

export const CATEGORY_ICONS: { readonly [K in MapCategoryId]: readonly PoiIcon[] } = {
  enterprise: ["business"],
  dealer: ["car", "moto", "velo", "boat", "plane"],
  parking: ["parking"],
  illegal: ["illegal"],
};

/** Illegal spots are discovered in game: the site only ever shows this placeholder as their name. */
export const MASKED_NAME = "???";

function isPosition(text: string): boolean {
  try {
    parsePosition(text);
    return true;
  } catch {
    return false;
  }
}

export const poiSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().refine((name) => name.trim().length > 0, { message: "must not be empty" }),
  position: z.string().refine(isPosition, { message: 'must be "x,y,z" with three decimal numbers' }),
  icon: z.enum(POI_ICONS),
});

export type Poi = z.infer<typeof poiSchema>;

function describe(entry: unknown): string {
  const id =
    typeof entry === "object" && entry !== null && "id" in entry ? (entry as { id: unknown }).id : undefined;
  return typeof id === "number" || typeof id === "string" ? `id ${id}` : "no id";
}

/**
 * Checks the points of one category and returns them typed. Throws an Error naming the file, the
 * entry (index and id) and the field at fault, so that a typo in a data file is found at once.
 */
export function validatePois(category: MapCategoryId, file: string, raw: unknown): Poi[] {
  if (!Array.isArray(raw)) throw new Error(`${file}: expected an array of points for category "${category}"`);
  const fail = (index: number, entry: unknown, field: string, message: string): never => {
    throw new Error(`${file}: entry ${index} (${describe(entry)}), field "${field}": ${message}`);
  };
  const allowed = CATEGORY_ICONS[category];
  const ids = new Set<number>();
  const names = new Set<string>();
  return raw.map((entry: unknown, index) => {
    const parsed = poiSchema.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return fail(index, entry, issue.path.length > 0 ? issue.path.join(".") : "(entry)", issue.message);
    }
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
