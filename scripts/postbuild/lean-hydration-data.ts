import { splitLocalePath } from "../../app/i18n/paths";
import type { PageStep } from "./step";

/**
 * A rulebook article or category page (and the terms page) carries its articles' HTML twice: once as
 * the page, and once more in React Router's hydration data (the loader's `html` fields), about
 * 2–3 KB brotli for an article and up to ten times that for a category, that the first round trip
 * does not need. Hydration never reads it: React keeps the markup of an element rendered with
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
 * name their keys and values by index) whose text is also in the page. Throws when the page has no
 * hydration data, when its data has no `html` field, or when no such field holds the page's markup:
 * each means React Router's output, or the loader's data, is not what this step was written for.
 */
export function dropDuplicatedHtml(page: string): string {
  let chunks = 0;
  let htmlFields = 0;
  let emptiedInPage = 0;
  const lean = page.replace(ENQUEUE, (whole, start: string, literal: string, end: string) => {
    chunks += 1;
    const [first, ...rest] = (JSON.parse(literal) as string).split("\n");
    if (!first?.startsWith("[")) return whole;
    const entries = JSON.parse(first) as unknown[];
    const keyIndex = entries.indexOf("html");
    if (keyIndex < 0) return whole;
    const htmlKey = `_${keyIndex}`;
    let emptied = 0;
    for (const entry of entries) {
      if (typeof entry !== "object" || entry === null || Array.isArray(entry) || !(htmlKey in entry))
        continue;
      htmlFields += 1;
      const index = (entry as Record<string, number>)[htmlKey]!;
      const value = entries[index];
      if (typeof value === "string" && value.length > 0 && page.includes(value)) {
        entries[index] = "";
        emptied += 1;
      }
    }
    if (emptied === 0) return whole;
    emptiedInPage += emptied;
    return `${start}${scriptSafe(JSON.stringify([JSON.stringify(entries), ...rest].join("\n")))}${end}`;
  });
  if (chunks === 0) throw new Error("no hydration data (streamController.enqueue(…)) in the page");
  if (htmlFields === 0) throw new Error('the hydration data has no "html" field');
  if (emptiedInPage === 0)
    throw new Error('no "html" field of the hydration data holds markup found in the page');
  return lean;
}

/** The values of every `html` field of a page's hydration data (what check-build inspects). */
export function hydrationHtmlFields(page: string): string[] {
  const values: string[] = [];
  for (const [, , literal] of page.matchAll(ENQUEUE)) {
    const first = (JSON.parse(literal!) as string).split("\n")[0] ?? "";
    if (!first.startsWith("[")) continue;
    const entries = JSON.parse(first) as unknown[];
    const htmlKey = `_${entries.indexOf("html")}`;
    for (const entry of entries) {
      if (typeof entry !== "object" || entry === null || !(htmlKey in entry)) continue;
      const value = entries[(entry as Record<string, number>)[htmlKey]!];
      if (typeof value === "string") values.push(value);
    }
  }
  return values;
}

/**
 * The pages whose loader data carries rendered Markdown: a rulebook category or article
 * (`/notice/{type}/{category}[/{article}]`, the change log aside) and the terms.
 */
export function carriesArticleHtml(page: string): boolean {
  const { sitePath } = splitLocalePath(page.replace(/\.html$/, ""));
  return (
    /^\/notice\/[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)?$/.test(sitePath) || sitePath === "/cgu"
  );
}

export const leanHydrationDataStep: PageStep = {
  kind: "page",
  name: "lean-hydration-data",
  what: "pages without their article HTML in the hydration data",
  expects: carriesArticleHtml,
  rewrite: (html, page) => (carriesArticleHtml(page) ? dropDuplicatedHtml(html) : html),
};
