import { frenchCollator, normalizeText } from "../text";

interface Named {
  id: number;
  name: string;
}

/** Points sorted by name, case-insensitive with French collation; equal names (masked ones) by id. */
export function sortPoisByName<T extends Named>(points: readonly T[]): T[] {
  return [...points].sort((a, b) => frenchCollator.compare(a.name, b.name) || a.id - b.id);
}

/** Points whose name contains the filter text, ignoring case and accents. */
export function filterPoisByName<T extends Named>(points: readonly T[], filter: string): T[] {
  const needle = normalizeText(filter.trim());
  if (needle === "") return [...points];
  return points.filter((point) => normalizeText(point.name).includes(needle));
}
