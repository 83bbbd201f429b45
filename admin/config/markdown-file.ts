import { Document, isPair, isScalar, parseDocument, Scalar, visit } from "yaml";

/**
 * The Markdown files' format in the editor (`brumes-markdown`, registered in main.tsx): front
 * matter and text written as staff and developers write them, so that a save changes only what
 * was edited. Decap's own `frontmatter` format re-wrapped long descriptions over three lines,
 * dropped quotes, removed the blank line after the front matter, and its rich-text mode turned
 * `-` bullets into `*` and padded tables: a reviewer could not find the real edit in the diff.
 */
export const MARKDOWN_FORMAT = "brumes-markdown";

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n?([\s\S]*)$/;

/**
 * How each value was quoted in the files the editor read, by its place and text: an unchanged
 * value is written back exactly as it was (`updated: "2023-07-20"` keeps its quotes).
 */
const seenStyles = new Map<string, Scalar.Type>();
const styleKey = (path: readonly string[], value: string) => `${path.join(".")}\u0000${value}`;
/** How a day was quoted at each place: a day staff change keeps it (a new `updated` keeps the old quotes). */
const seenDayStyles = new Map<string, Scalar.Type>();
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The keys leading to each scalar value of a document (list indexes left out). */
function visitValues(document: Document, each: (path: string[], node: Scalar) => void) {
  visit(document, {
    Scalar(key, node, ancestors) {
      if (key !== "value" || typeof node.value !== "string") return;
      const path = ancestors.flatMap((ancestor) =>
        isPair(ancestor) && isScalar(ancestor.key) ? [String(ancestor.key.value)] : [],
      );
      each(path, node);
    },
  });
}

/** A file as Decap's form reads it: the front matter's fields, and `body` for the text. */
export function parseMarkdownFile(content: string): Record<string, unknown> {
  const match = FRONTMATTER.exec(content);
  if (!match) return content.trim() ? { body: content } : {};
  const [, yaml = "", rest = ""] = match;
  const document = parseDocument(yaml);
  if (document.errors.length > 0)
    throw new Error(`YAML parsing error:\n${document.errors.map((error) => error.message).join("\n")}`);
  visitValues(document, (path, node) => {
    if (!node.type) return;
    seenStyles.set(styleKey(path, String(node.value)), node.type);
    if (ISO_DAY.test(String(node.value))) seenDayStyles.set(path.join("."), node.type);
  });
  const data = (document.toJS() ?? {}) as Record<string, unknown>;
  // The blank line after the front matter is the file's layout, not the text's.
  const body = rest.replace(/^\r?\n/, "");
  return { ...data, ...(body.trim() ? { body } : {}) };
}

/** The house quoting of a new value: double quotes for text with an apostrophe or a colon. */
const needsQuotes = (value: string) => /'|: |^[\s"#&*!|>%@`[\]{},?:-]| #|\s$/.test(value);

/** Outside code blocks: `-` bullets, and tables as `| a | b |` over `|---|---|`. */
export function houseMarkdown(body: string): string {
  let fence: string | undefined;
  return body
    .split("\n")
    .map((line) => {
      const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (opening && (!fence || opening.startsWith(fence))) {
        fence = fence ? undefined : opening;
        return line;
      }
      if (fence) return line;
      // A list item's `*` (not `**bold**`, not a `* * *` rule).
      if (/^\s*\*\s/.test(line) && !/^\s*\*(\s*\*){2,}\s*$/.test(line)) return line.replace("*", "-");
      if (!/^\s*\|/.test(line)) return line;
      const indent = /^\s*/.exec(line)![0];
      const cells = line
        .trim()
        .replace(/^\|/, "")
        .replace(/\|$/, "")
        .split(/(?<!\\)\|/);
      if (cells.every((cell) => /^\s*:?-+:?\s*$/.test(cell)))
        return `${indent}|${cells
          .map((cell) => {
            const trimmed = cell.trim();
            return `${trimmed.startsWith(":") ? ":" : ""}---${trimmed.endsWith(":") ? ":" : ""}`;
          })
          .join("|")}|`;
      return `${indent}| ${cells.map((cell) => cell.trim()).join(" | ")} |`;
    })
    .join("\n");
}

/**
 * The file for a form's data: its fields in the form's order (`sortedKeys`), each value quoted as
 * the file had it (or the house way when new), no line folded, a blank line, then the text.
 */
export function stringifyMarkdownFile(
  data: Record<string, unknown>,
  sortedKeys: readonly string[] = [],
): string {
  const { body = "", ...meta } = data;
  const rank = (key: string) => (sortedKeys.includes(key) ? sortedKeys.indexOf(key) : sortedKeys.length);
  const ordered = Object.fromEntries(Object.entries(meta).sort(([a], [b]) => rank(a) - rank(b)));
  const document = new Document(ordered);
  visitValues(document, (path, node) => {
    const value = String(node.value);
    const seen =
      seenStyles.get(styleKey(path, value)) ??
      (ISO_DAY.test(value) ? seenDayStyles.get(path.join(".")) : undefined);
    if (seen) node.type = seen;
    else if (needsQuotes(value)) node.type = Scalar.QUOTE_DOUBLE;
  });
  if (Object.keys(ordered).length === 0) return String(body);
  return `---\n${document.toString({ lineWidth: 0 })}---\n\n${houseMarkdown(String(body))}`;
}

/** The formatter Decap's `registerCustomFormat` takes. */
export const markdownFileFormatter = {
  fromFile: parseMarkdownFile,
  toFile: (data: Record<string, unknown>, sortedKeys?: string[]) => stringifyMarkdownFile(data, sortedKeys),
};
