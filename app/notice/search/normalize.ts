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
function occurrence(haystack: string, needle: string, boundary: Boundary, from = 0): number {
  for (
    let index = haystack.indexOf(needle, from);
    index !== -1;
    index = haystack.indexOf(needle, index + 1)
  ) {
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

/** A snippet: its text in parts, the matches marked; `before`, `match` and `after` around the first. */
export interface Snippet {
  before: string;
  match: string;
  after: string;
  parts: { text: string; marked: boolean }[];
}

// ASCII (most of the text) needs no Unicode normalization: a slow phone does this for every result.
const normalizeChar = (char: string) =>
  char.charCodeAt(0) < 128 ? char.toLowerCase() : normalizeText(char).charAt(0) || char;

/** Spaces a figure's groups of three are written with (« 10 000 $ », typographed or not). */
const GROUP_SPACES = [" ", "\u00a0", "\u202f"];

/**
 * A word as the text may write it: a figure of the index (« 10000 », its digits joined) also in
 * groups of three, as the rulebook writes it.
 */
function asWritten(needle: string): string[] {
  if (!/^\d{4,}$/.test(needle)) return [needle];
  const grouped = (space: string) => needle.replace(/\B(?=(\d{3})+$)/g, space);
  return [needle, ...GROUP_SPACES.map(grouped)];
}

/**
 * A window of whole words around the first match of any query word, with every match in it marked
 * (`parts`): « permis » and « conduire » both, each time they come.
 */
export function snippet(
  text: string,
  words: readonly string[],
  radius = 90,
  boundary: Boundary = "none",
): Snippet {
  // Normalizing character by character keeps indices aligned with the original text.
  const normalized = Array.from(text, normalizeChar).join("");
  const needles = words
    .map((word) => normalizeText(word))
    .filter((needle) => needle.length > 0)
    .flatMap(asWritten);
  let best: { index: number; length: number } | undefined;
  for (const needle of needles) {
    const index = occurrence(normalized, needle, boundary);
    if (index !== -1 && (best === undefined || index < best.index)) best = { index, length: needle.length };
  }
  const chars = Array.from(text);
  if (!best) {
    const end = wordEnd(chars, Math.min(chars.length, radius * 2), 0);
    const head = chars.slice(0, end).join("").trimEnd() + (end < chars.length ? "…" : "");
    return { before: head, match: "", after: "", parts: [{ text: head, marked: false }] };
  }
  const start = wordStart(chars, Math.max(0, best.index - radius), best.index);
  const end = wordEnd(
    chars,
    Math.min(chars.length, best.index + best.length + radius),
    best.index + best.length,
  );
  // Every match in the window, from the first on, the longest where two start together.
  const marks: { index: number; length: number }[] = [];
  for (let at = best.index; at < end;) {
    let next: { index: number; length: number } | undefined;
    for (const needle of needles) {
      const index = occurrence(normalized, needle, boundary, at);
      if (index === -1 || index + needle.length > end) continue;
      if (!next || index < next.index || (index === next.index && needle.length > next.length))
        next = { index, length: needle.length };
    }
    if (!next) break;
    marks.push(next);
    at = next.index + next.length;
  }
  const slice = (from: number, to: number) => chars.slice(from, to).join("");
  const parts: Snippet["parts"] = [];
  let at = start;
  for (const { index, length } of marks) {
    parts.push(
      { text: slice(at, index), marked: false },
      { text: slice(index, index + length), marked: true },
    );
    at = index + length;
  }
  parts.push({ text: slice(at, end).trimEnd() + (end < chars.length ? "…" : ""), marked: false });
  if (start > 0) parts[0] = { text: `…${parts[0]!.text}`, marked: false };
  return {
    before: (start > 0 ? "…" : "") + slice(start, best.index),
    match: slice(best.index, best.index + best.length),
    after: slice(best.index + best.length, end).trimEnd() + (end < chars.length ? "…" : ""),
    parts: parts.filter((part) => part.text !== ""),
  };
}
