/** A text cut in three around what differs from another: the same start, the differing middle, the same end. */
export interface WordDifference {
  before: string;
  changed: string;
  after: string;
}

/**
 * Where two versions of the same lines differ, by whole words: what they share at their start and
 * at their end is kept apart from the middle, which is what staff must compare (« fréquentes » /
 * « très nombreuses » in a paragraph otherwise the same). Returns both texts cut so.
 */
export function wordDifference(mine: string, theirs: string): [WordDifference, WordDifference] {
  // Words and the spaces between them, so that the pieces join back to the texts exactly.
  const a = mine.split(/(\s+)/);
  const b = theirs.split(/(\s+)/);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
    end += 1;
  const cut = (tokens: string[]): WordDifference => ({
    before: tokens.slice(0, start).join(""),
    changed: tokens.slice(start, tokens.length - end).join(""),
    after: tokens.slice(tokens.length - end).join(""),
  });
  return [cut(a), cut(b)];
}
