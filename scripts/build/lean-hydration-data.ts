/**
 * A rulebook page carries its article's HTML twice: once as the page, and once more in React
 * Router's hydration data (the loader's `html` field), about 2.5 KB brotli that the first round
 * trip does not need. Hydration never reads it: React keeps the markup of an element rendered with
 * `dangerouslySetInnerHTML` as it is. This step empties those fields in the data written into each
 * page, where the page holds the very same markup. Client-side navigation reads the route's `.data`
 * file, which keeps its HTML.
 */
const ENQUEUE = /(streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\))/g;

/** As React Router writes a string into an inline script: nothing that could close or confuse it. */
function scriptSafe(json: string): string {
  return json
    .replace(/&/g, "\\u0026")
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Empties every `html` value of the hydration data (a turbo-stream: a flat array in which objects
 * name their keys and values by index) whose text is also in the page. Returns the page unchanged
 * when there is nothing to empty.
 */
export function dropDuplicatedHtml(page: string): string {
  return page.replace(ENQUEUE, (whole, start: string, literal: string, end: string) => {
    const [first, ...rest] = (JSON.parse(literal) as string).split("\n");
    if (!first?.startsWith("[")) return whole;
    const entries = JSON.parse(first) as unknown[];
    const htmlKey = `_${entries.indexOf("html")}`;
    let emptied = 0;
    for (const entry of entries) {
      if (typeof entry !== "object" || entry === null || Array.isArray(entry) || !(htmlKey in entry)) continue;
      const index = (entry as Record<string, number>)[htmlKey]!;
      const value = entries[index];
      if (typeof value === "string" && value.length > 0 && page.includes(value)) {
        entries[index] = "";
        emptied += 1;
      }
    }
    if (emptied === 0) return whole;
    return `${start}${scriptSafe(JSON.stringify([JSON.stringify(entries), ...rest].join("\n")))}${end}`;
  });
}

/** The rulebook's pages, whose loader data carries article HTML: the only ones this step rewrites. */
export function isRulebookPage(page: string): boolean {
  return /^(\/[a-z]{2})?\/notice\//.test(page);
}
