import { compareFrench } from "../lib/text";

interface Named {
  id: number;
  name: string;
}

/** Points sorted by name, case-insensitive with French collation; equal names (masked ones) by id. */
export function sortPoisByName<T extends Named>(points: readonly T[]): T[] {
  return [...points].sort((a, b) => compareFrench(a.name, b.name) || a.id - b.id);
}
