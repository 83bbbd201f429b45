/** A link as the refusals name it (app/notice/article-rules.ts, `linkNamed`): « le lien « words » (href) ». */
const MENTION = /[Ll]e lien (?:«\u00a0.+?\u00a0» \(\S+?\)|\/\S+)/g;

/**
 * Which of the links named in a refusal's `message` is at `offset` (a click on its words), counted
 * from 0 in the message's order, which is the text's: the one whose mention holds the offset, else
 * the last one before it, else the first. -1 when the message names no link.
 */
export function linkMentionAt(message: string, offset: number): number {
  const starts = [...message.matchAll(MENTION)].map((match) => match.index);
  if (starts.length === 0) return -1;
  const before = starts.filter((start) => start <= offset).length;
  return Math.max(0, before - 1);
}
