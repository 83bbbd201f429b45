/** A worked example's opening line (`:::bon`, `:::mauvais[Au garage]`) and its closing fence. */
const EXAMPLE_OPENING = /^:{3,}\s*(bon|mauvais)\b/;
const EXAMPLE_CLOSING = /^:{3,}\s*$/;

/**
 * Which Markdown block of the article a line of its source is in (blocks are separated by blank
 * lines, as the rendered article's top-level elements are): the preview shows that block. A worked
 * example is one block, blank lines inside included, and a bad example right after a good one
 * joins it: the preview shows the pair as one element.
 */
export function blockOfLine(lines: readonly string[], line: number): number {
  let block = -1;
  let blank = true;
  let inExample = false;
  let afterGood = false;
  for (let index = 0; index <= Math.min(line, lines.length - 1); index += 1) {
    const text = lines[index]!.trim();
    if (inExample) {
      // What follows the closing fence starts a new block, blank line or not.
      if (EXAMPLE_CLOSING.test(text)) [inExample, blank] = [false, true];
      continue;
    }
    if (text === "") {
      blank = true;
      continue;
    }
    const opening = EXAMPLE_OPENING.exec(text);
    const pairsWithGood: boolean = opening?.[1] === "mauvais" && afterGood;
    if ((blank || opening) && !pairsWithGood) block += 1;
    blank = false;
    afterGood = opening?.[1] === "bon" && !pairsWithGood;
    inExample = opening !== null;
  }
  return Math.max(block, 0);
}

/**
 * The block of the article being edited, from the caret in Decap's Markdown editor (a Slate editor
 * in the editor's page): in rich-text mode each top-level element is one block, as in the preview;
 * in raw mode each is one line of the source. Undefined when the caret is elsewhere.
 */
export function editedBlock(selection: Selection | null, body: string): number | undefined {
  const node = selection?.anchorNode;
  const start = node instanceof Element ? node : node?.parentElement;
  const editor = start?.closest("[data-slate-editor]");
  if (!start || !editor) return undefined;
  let element: Element | null = start;
  while (element && element.parentElement !== editor) element = element.parentElement;
  if (!element) return undefined;
  const index = Array.prototype.indexOf.call(editor.children, element) as number;
  const lines = body.split("\n");
  const raw = editor.children.length >= lines.length - 1 && editor.children.length <= lines.length;
  return raw ? blockOfLine(lines, index) : index;
}
