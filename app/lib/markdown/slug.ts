/**
 * Heading ids: accents stripped, lower case, words joined by "-", always starting with a letter
 * (so that they are valid, linkable ids that the hash scroll accepts).
 */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "-")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  if (slug === "") return "section";
  return /^[a-z]/.test(slug) ? slug : `s-${slug}`;
}

/** Gives each heading of one document a unique id, numbering repeats. */
export function createSlugger() {
  const seen = new Map<string, number>();
  return (text: string): string => {
    const base = slugify(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  };
}
