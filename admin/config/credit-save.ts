import { withoutEmptyValues } from "./change-entry";

/**
 * A credit's data as it is saved: empty optional values left out (a cleared link, no photo), and
 * an optional block left empty (the hover surprise opened but not filled) dropped, as a hand-written
 * file would be. The schema then sees a member without a surprise, never a surprise without image.
 */
export function creditDataToSave(data: Record<string, unknown>): Record<string, unknown> {
  const dropEmptyObjects = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(dropEmptyObjects);
    if (!value || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value)
        .map(([key, item]) => [key, dropEmptyObjects(item)] as const)
        .filter(
          ([, item]) =>
            !(item && typeof item === "object" && !Array.isArray(item) && Object.keys(item).length === 0),
        ),
    );
  };
  return dropEmptyObjects(withoutEmptyValues(data)) as Record<string, unknown>;
}
