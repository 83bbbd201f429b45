/**
 * The rules between map points and between places, in French: the readers (./poi-schema.ts,
 * ./place-schema.ts, ./read.server.ts) throw them with the file and the field, the editor shows
 * them on the field (admin/widgets/). Where a point may stand is ./ground-rules.ts.
 */
import { sameName, tidyName } from "../lib/text.ts";
import { CATEGORY_ICONS, MASKED_NAME, type MapCategoryId } from "./poi-types.ts";

/** The file of a point, as errors name it. */
export const pointFile = (category: string, id: number | string) =>
  `content/map/points/${category}/${id}.json`;
/** The file of a place, as errors name it. */
export const placeFile = (id: string) => `content/map/places/${id}.json`;

// Map names follow the site's rule of names (a title, a place): one in app/lib/text.ts.
export { sameName, tidyName } from "../lib/text.ts";

/** Another entry and the file that holds it, for "already the name of …". */
/** Another point or place with its name, and its id, which names it in a refusal as staff see it. */
export interface NamedEntry {
  name: string;
  id: number | string;
}

/**
 * Why a point of `category` may not have this name, or undefined when it may: illegal spots are
 * all named "???" and only they; every other name differs from the category's other points'.
 */
export function pointNameProblem(
  category: MapCategoryId | string,
  name: string,
  others: readonly NamedEntry[],
): string | undefined {
  if (category === "illegal")
    return name === MASKED_NAME ? undefined : `un lieu illégal s'appelle toujours « ${MASKED_NAME} »`;
  if (!name.trim()) return "ne peut pas être vide";
  if (name.trim() === MASKED_NAME) return `« ${MASKED_NAME} » est réservé aux lieux illégaux`;
  const other = others.find((entry) => sameName(entry.name, name));
  return other
    ? `« ${tidyName(name)} » est déjà le nom du point n° ${other.id} de cette catégorie`
    : undefined;
}

/** Two points of one category closer than this (metres on the ground, x and y) are the same place twice. */
export const SAME_SPOT_METRES = 2;

/**
 * Why a point of a category may not stand here, or undefined: another point of its category is
 * within SAME_SPOT_METRES, where its marker would hide the other's (a place added twice).
 * Positions are "x,y,z" in game units (metres); one that does not read is the schema's to refuse.
 */
export function pointSpotProblem(
  position: string,
  others: readonly (NamedEntry & { position: string })[],
): string | undefined {
  const at = readXY(position);
  if (!at) return undefined;
  for (const other of others) {
    const there = readXY(other.position);
    if (!there) continue;
    const metres = Math.hypot(at[0] - there[0], at[1] - there[1]);
    if (metres < SAME_SPOT_METRES)
      return `le point n° ${other.id} «\u00a0${other.name}\u00a0» de cette catégorie est à ${metres.toLocaleString("fr-FR", { maximumFractionDigits: 1 })} m : deux points au même endroit se cachent sur la carte ; s'il s'agit du même lieu, modifiez celui-là, sinon placez celui-ci à au moins ${SAME_SPOT_METRES} m`;
  }
  return undefined;
}

function readXY(position: string): [number, number] | undefined {
  const [x, y] = String(position).split(",").map(Number);
  return Number.isFinite(x) && Number.isFinite(y) ? [x!, y!] : undefined;
}

/** Why a point of `category` may not have this icon, or undefined when it may. */
export function pointIconProblem(category: MapCategoryId, icon: string): string | undefined {
  const allowed = CATEGORY_ICONS[category] as readonly string[];
  return allowed.includes(icon)
    ? undefined
    : `« ${icon} » n'est pas une icône de la catégorie « ${category} » (ses icônes : ${allowed.join(", ")})`;
}

/** Why a point may not have this id, or undefined: ids are unique across every category. */
export function pointIdProblem(id: number, others: ReadonlyMap<number, string>): string | undefined {
  const other = others.get(id);
  return other ? `${id} est déjà l'identifiant de ${other}` : undefined;
}

/**
 * The id a new point gets: the one after its category's highest that no point has (car parks are
 * 3001, 3002…: a new one is not offered an illegal place's 4021), or after every point's when
 * its category has none. No range is assumed: a category may take any ids.
 */
export function nextFreeId(allIds: Iterable<number>, categoryIds: Iterable<number> = allIds): number {
  const taken = new Set(allIds);
  const own = [...categoryIds];
  let id = Math.max(0, ...(own.length > 0 ? own : taken)) + 1;
  while (taken.has(id)) id += 1;
  return id;
}

/** Why a place may not have this name, or undefined: place names are unique on the whole map. */
export function placeNameProblem(name: string, others: readonly NamedEntry[]): string | undefined {
  if (!name.trim()) return "ne peut pas être vide";
  const other = others.find((entry) => sameName(entry.name, name));
  return other ? `« ${tidyName(name)} » est déjà le nom du lieu « ${other.id} »` : undefined;
}

/** Why a place may not name this town, or undefined: it must be the id of a place of kind "town". */
export function placeTownProblem(
  town: string,
  places: readonly { id: string; kind: string }[],
): string | undefined {
  return places.some((place) => place.id === town && place.kind === "town")
    ? undefined
    : `« ${town} » n'est pas l'identifiant d'une ville (un lieu de type town)`;
}
