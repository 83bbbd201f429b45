/**
 * The word a double click selects in the editor's text: exactly the word or number under the
 * pointer. Chromium selected the space after a lone digit in Decap's Markdown editor (« à 2
 * heures »: the space, not the 2), and typing a new figure then gave « à 23heures », on staff's
 * most common edit. The editor follows the page's selection, so setting it is enough.
 */

/** Letters (accented too) and digits; a decimal mark between digits belongs to the number (2,5). */
const WORD = /[\p{L}\p{N}\p{M}]/u;

function inWord(text: string, index: number): boolean {
  const char = text[index];
  if (char === undefined) return false;
  if (WORD.test(char)) return true;
  return (
    (char === "," || char === ".") &&
    /\p{N}/u.test(text[index - 1] ?? "") &&
    /\p{N}/u.test(text[index + 1] ?? "")
  );
}

/**
 * The [start, end) of the word at `offset` in `text` (the character after the caret, or the one
 * before it when the caret is at a word's end), or undefined when neither is part of a word.
 */
export function wordAround(text: string, offset: number): [number, number] | undefined {
  const at = inWord(text, offset) ? offset : inWord(text, offset - 1) ? offset - 1 : undefined;
  if (at === undefined) return undefined;
  let start = at;
  while (start > 0 && inWord(text, start - 1)) start -= 1;
  let end = at + 1;
  while (end < text.length && inWord(text, end)) end += 1;
  return [start, end];
}

/** The text position under a point of the page (Chromium's and Firefox's own functions). */
function caretAt(doc: Document, x: number, y: number): { node: Node; offset: number } | undefined {
  const standard = (
    doc as Document & {
      caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
    }
  ).caretPositionFromPoint?.(x, y);
  if (standard) return { node: standard.offsetNode, offset: standard.offset };
  const range = doc.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : undefined;
}

/** Selects exactly the word under a double click at (x, y); leaves the selection alone elsewhere. */
export function selectWordAt(doc: Document, x: number, y: number): void {
  const caret = caretAt(doc, x, y);
  if (!caret || caret.node.nodeType !== Node.TEXT_NODE) return;
  const word = wordAround(caret.node.textContent ?? "", caret.offset);
  const selection = doc.getSelection();
  if (!word || !selection) return;
  const range = doc.createRange();
  range.setStart(caret.node, word[0]);
  range.setEnd(caret.node, word[1]);
  if (selection.rangeCount > 0 && selection.getRangeAt(0).toString() === range.toString()) return;
  selection.removeAllRanges();
  selection.addRange(range);
}
