/** What a player pastes into a ticket to cite a rule: where it is in the rulebook, and its address. */
export function citationText(parts: {
  categoryTitle: string;
  articleTitle: string;
  headingText: string;
  url: string;
}): string {
  return `Notice › ${parts.categoryTitle} › ${parts.articleTitle} › ${parts.headingText} — ${parts.url}`;
}
