import type { ElementContent, Root } from "hast";

/**
 * What a reader sees of an element: its text without the glossary's tooltips, nor the soft hyphens
 * that only say where a word may break (table-hyphens.ts).
 */
export function readableText(node: ElementContent | Root): string {
  if (node.type === "text") return node.value.replaceAll("\u00AD", "");
  if (node.type !== "element" && node.type !== "root") return "";
  if (node.type === "element" && node.properties.role === "tooltip") return "";
  return node.children.map((child) => readableText(child as ElementContent)).join("");
}
