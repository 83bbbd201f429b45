import { normalizeText } from "../../lib/text.ts";

export { normalizeText };

// Words are cut at ordinary spaces only: non-breaking ones hold "50 %" or "no fear RP" together.
const SPACE = /[ \t\n]/;

/** Where a window that should start near `from` starts: at a word, at or after it, never past the match. */
function wordStart(chars: readonly string[], from: number, match: number): number {
  if (from === 0) return 0;
  for (let index = from; index <= match; index += 1) if (SPACE.test(chars[index - 1]!)) return index;
  // The match's own word began before the window: start with that word.
  for (let index = from - 1; index > 0; index -= 1) if (SPACE.test(chars[index - 1]!)) return index;
  return 0;
}

/** Where a window that should end near `to` ends: after a whole word, never before the match's end. */
function wordEnd(chars: readonly string[], to: number, matchEnd: number): number {
  if (to >= chars.length) return chars.length;
  for (let index = to; index >= matchEnd; index -= 1) if (SPACE.test(chars[index]!)) return index;
  for (let index = to; index < chars.length; index += 1) if (SPACE.test(chars[index]!)) return index;
  return chars.length;
}

const LETTER = /[\p{L}\p{N}]/u;

/**
 * Where `needle` first occurs in `haystack` from a word's start (`start`), as a whole word
 * (`word`), or anywhere (`none`); -1 when it does not.
 */
function occurrence(haystack: string, needle: string, boundary: Boundary): number {
  for (let index = haystack.indexOf(needle); index !== -1; index = haystack.indexOf(needle, index + 1)) {
    if (boundary === "none") return index;
    if (index > 0 && LETTER.test(haystack[index - 1]!)) continue;
    const after = haystack[index + needle.length];
    if (boundary === "word" && after !== undefined && LETTER.test(after)) continue;
    return index;
  }
  return -1;
}

/** How a word must sit in the text to be marked: anywhere, from a word's start, or as a whole word. */
export type Boundary = "none" | "start" | "word";

/** Highlight ranges and a window of whole words around the first match of any query word. */
export function snippet(
  text: string,
  words: readonly string[],
  radius = 90,
  boundary: Boundary = "none",
): { before: string; match: string; after: string } {
  // Normalizing character by character keeps indices aligned with the original text.
  // ASCII (most of the text) needs no Unicode normalization: a slow phone does this for every result.
  const normalized = Array.from(text, (char) =>
    char.charCodeAt(0) < 128 ? char.toLowerCase() : normalizeText(char).charAt(0) || char,
  ).join("");
  let best: { index: number; length: number } | undefined;
  for (const word of words) {
    const needle = normalizeText(word);
    if (needle.length === 0) continue;
    const index = occurrence(normalized, needle, boundary);
    if (index !== -1 && (best === undefined || index < best.index)) best = { index, length: needle.length };
  }
  const chars = Array.from(text);
  if (!best) {
    const end = wordEnd(chars, Math.min(chars.length, radius * 2), 0);
    const head = chars.slice(0, end).join("").trimEnd();
    return { before: head + (end < chars.length ? "…" : ""), match: "", after: "" };
  }
  const start = wordStart(chars, Math.max(0, best.index - radius), best.index);
  const end = wordEnd(
    chars,
    Math.min(chars.length, best.index + best.length + radius),
    best.index + best.length,
  );
  return {
    before: (start > 0 ? "…" : "") + chars.slice(start, best.index).join(""),
    match: chars.slice(best.index, best.index + best.length).join(""),
    after:
      chars
        .slice(best.index + best.length, end)
        .join("")
        .trimEnd() + (end < chars.length ? "…" : ""),
  };
}
