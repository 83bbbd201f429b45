/** A Markdown link written in a line of text: where it starts and ends, its words and its address. */
export interface WrittenLink {
  start: number;
  end: number;
  words: string;
  href: string;
}

const LINK = /(?<!!)\[((?:\\.|[^\]\\])*)\]\(([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)\)/g;

/** The links written in `line`, in order. Images (`![…](…)`) are not links. */
export function writtenLinks(line: string): WrittenLink[] {
  return [...line.matchAll(LINK)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    words: match[1]!.replace(/\\([[\]\\])/g, "$1"),
    href: match[2]!,
  }));
}

/**
 * The link of `line` that the selection [`start`, `end`] is in (its words, its address or its
 * brackets), or undefined: « Lien vers le site… » then replaces the whole link, keeping its
 * words, instead of writing a link inside it.
 */
export function linkAround(line: string, start: number, end: number): WrittenLink | undefined {
  return writtenLinks(line).find(
    (link) => start >= link.start && end <= link.end && !(start === link.end && end === link.end),
  );
}

/**
 * Where the link `wanted` is written among `lines` (the editor's blocks): the first written link
 * to its address, or the `nth` (from 0) when several earlier links point to the same address.
 */
export function findWrittenLink(
  lines: readonly string[],
  wanted: { href: string },
  nth = 0,
): (WrittenLink & { line: number }) | undefined {
  let seen = 0;
  for (const [line, text] of lines.entries())
    for (const link of writtenLinks(text))
      if (link.href === wanted.href && seen++ === nth) return { ...link, line };
  return undefined;
}
