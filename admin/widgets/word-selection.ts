/**
 * The word a double click selected, without the spaces around it. Browsers may take the space after
 * a word with it (Chromium does after a lone digit in the editor's text): typing over « 2 » in
 * « à 2 heures » then gave « à 23heures », on staff's most common edit, a figure. The selection is
 * narrowed in place; the editor follows the page's selection.
 */
export function trimWordSelection(selection: Selection | null): void {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return;
  const range = selection.getRangeAt(0);
  const text = range.toString();
  if (!text.trim()) return;
  const trailing = text.length - text.trimEnd().length;
  const leading = text.length - text.trimStart().length;
  if (trailing === 0 && leading === 0) return;
  const narrowed = range.cloneRange();
  if (trailing > 0 && narrowed.endContainer.nodeType === Node.TEXT_NODE && narrowed.endOffset >= trailing)
    narrowed.setEnd(narrowed.endContainer, narrowed.endOffset - trailing);
  const startText = narrowed.startContainer;
  if (
    leading > 0 &&
    startText.nodeType === Node.TEXT_NODE &&
    narrowed.startOffset + leading <= (startText.textContent ?? "").length
  )
    narrowed.setStart(startText, narrowed.startOffset + leading);
  if (narrowed.toString() === text) return;
  selection.removeAllRanges();
  selection.addRange(narrowed);
}
