/** A Markdown link written in a line of text: where it starts and ends, and its words. */
export interface WrittenLink {
  start: number;
  end: number;
  words: string;
}

const LINK = /(?<!!)\[((?:\\.|[^\]\\])*)\]\(([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)\)/g;

/**
 * The link of `line` that the selection [`start`, `end`] is in (its words, its address or its
 * brackets), or undefined: « Lien vers le site… » then replaces the whole link, keeping its
 * words, instead of writing a link inside it. Images (`![…](…)`) are not links.
 */
export function linkAround(line: string, start: number, end: number): WrittenLink | undefined {
  for (const match of line.matchAll(LINK)) {
    const from = match.index;
    const to = from + match[0].length;
    if (start >= from && end <= to && !(start === to && end === to))
      return { start: from, end: to, words: match[1]!.replace(/\\([[\]\\])/g, "$1") };
  }
  return undefined;
}
