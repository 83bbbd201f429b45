/** Case- and accent-insensitive form of French text: "Préfecture" → "prefecture". */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Text to match literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

let frenchCollator: Intl.Collator | undefined;

/**
 * Compares in French collation, ignoring case and accents ("école" sorts with "Ecole", before "F").
 * The collator is made on first use: making it loads ICU's collation data (about 60 ms on a slow
 * phone), which the rulebook's pages, which import this module for `normalizeText`, never need.
 */
export function compareFrench(a: string, b: string): number {
  frenchCollator ??= new Intl.Collator("fr", { sensitivity: "base", numeric: true });
  return frenchCollator.compare(a, b);
}

/** A name as it is shown (a map place, an article's title): no spaces at its ends, one between words. */
export function tidyName(name: string): string {
  return name.trim().replace(/\s+/g, " ");
}

/**
 * Names are the same when they differ only by case or spaces ("Garage du Port" and
 * " garage  du port ").
 */
export function sameName(a: string, b: string): boolean {
  return tidyName(a).toLocaleLowerCase("fr") === tidyName(b).toLocaleLowerCase("fr");
}
