import { normalizeText } from "../../lib/text";

export { normalizeText };

/** Highlight ranges and a window of text around the first match of any query word. */
export function snippet(
  text: string,
  words: readonly string[],
  radius = 90,
): { before: string; match: string; after: string } {
  // Normalizing character by character keeps indices aligned with the original text.
  const normalized = Array.from(text, (char) => normalizeText(char).charAt(0) || char).join("");
  let best: { index: number; length: number } | undefined;
  for (const word of words) {
    const needle = normalizeText(word);
    if (needle.length === 0) continue;
    const index = normalized.indexOf(needle);
    if (index !== -1 && (best === undefined || index < best.index)) best = { index, length: needle.length };
  }
  if (!best) {
    const head = text.slice(0, radius * 2);
    return { before: head + (text.length > head.length ? "…" : ""), match: "", after: "" };
  }
  const chars = Array.from(text);
  const start = Math.max(0, best.index - radius);
  const end = Math.min(chars.length, best.index + best.length + radius);
  return {
    before: (start > 0 ? "…" : "") + chars.slice(start, best.index).join(""),
    match: chars.slice(best.index, best.index + best.length).join(""),
    after: chars.slice(best.index + best.length, end).join("") + (end < chars.length ? "…" : ""),
  };
}
