/**
 * Where the caret (or the selection) stands in a Slate editor's text, as block index and offset
 * in the block's text: kept while a dialog has the focus, then put back. A DOM Range would not
 * do: the editor draws its text again meanwhile, and the Range's nodes leave the page.
 */
export interface Caret {
  start: { block: number; offset: number };
  end: { block: number; offset: number };
}

const blocksOf = (editable: HTMLElement) =>
  [...editable.children].filter((child) => child.matches("[data-slate-node='element']"));

/** The text length from the start of `block` to (`node`, `offset`). */
function offsetIn(block: Element, node: Node, offset: number): number {
  const range = document.createRange();
  range.selectNodeContents(block);
  range.setEnd(node, offset);
  // Slate's empty line holds a zero-width space that is not the text's.
  return range.toString().replace(/\uFEFF/g, "").length;
}

function pointOf(editable: HTMLElement, node: Node, offset: number) {
  const blocks = blocksOf(editable);
  const block = blocks.findIndex((candidate) => candidate.contains(node));
  return block < 0 ? undefined : { block, offset: offsetIn(blocks[block]!, node, offset) };
}

/** The selection inside `editable`, or undefined when it is elsewhere. */
export function caretIn(editable: HTMLElement, selection: Selection | null): Caret | undefined {
  if (!selection || selection.rangeCount === 0) return undefined;
  const range = selection.getRangeAt(0);
  const start = pointOf(editable, range.startContainer, range.startOffset);
  const end = pointOf(editable, range.endContainer, range.endOffset);
  return start && end ? { start, end } : undefined;
}

/** The text of every block of the editor (each a line of the Markdown), in order. */
export function blockTexts(editable: HTMLElement): string[] {
  return blocksOf(editable).map((element) => (element.textContent ?? "").replace(/\uFEFF/g, ""));
}

/** Selects [start, end] of block number `block` in the editor and brings it into view. */
export function selectInBlock(editable: HTMLElement, block: number, start: number, end: number) {
  const element = blocksOf(editable)[block];
  if (!element) return;
  editable.focus();
  restoreCaret(
    editable,
    { start: { block, offset: start }, end: { block, offset: end } },
    document.getSelection(),
  );
  element.scrollIntoView({ block: "center" });
}

/** The DOM position of a text offset in a block (its Slate strings only). */
function domPoint(block: Element, offset: number): { node: Node; offset: number } {
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  let left = offset;
  let last: Text | undefined;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const length = (node.textContent ?? "").replace(/\uFEFF/g, "").length;
    if (left <= length) return { node, offset: left };
    left -= length;
    last = node;
  }
  return last ? { node: last, offset: (last.textContent ?? "").length } : { node: block, offset: 0 };
}

/** Puts the selection back where `caretIn` found it. */
export function restoreCaret(editable: HTMLElement, caret: Caret, selection: Selection | null) {
  const blocks = blocksOf(editable);
  const startBlock = blocks[caret.start.block];
  const endBlock = blocks[caret.end.block];
  if (!selection || !startBlock || !endBlock) return;
  const start = domPoint(startBlock, caret.start.offset);
  const end = domPoint(endBlock, caret.end.offset);
  const range = document.createRange();
  range.setStart(start.node, start.offset);
  range.setEnd(end.node, end.offset);
  selection.removeAllRanges();
  selection.addRange(range);
}
