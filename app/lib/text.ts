/** Case- and accent-insensitive form of French text: "Préfecture" → "prefecture". */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** French collation, ignoring case and accents ("école" sorts with "Ecole", before "F"). */
export const frenchCollator = new Intl.Collator("fr", { sensitivity: "base", numeric: true });
