/**
 * What a team card shows instead of a missing photo: the first letter of the name's first two
 * words, upper-cased ("Tonton Gaspard" gives "TG", "Nora" gives "N"). Letters are taken whole
 * (an accented or non-Latin first letter stays one character).
 */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/[\s_-]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toLocaleUpperCase("fr"))
    .join("");
}
