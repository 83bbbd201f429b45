import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { renderMarkdown } from "~/lib/markdown/render.server";

export const CGU_FILE = path.resolve("content/legal/cgu.md");

/** The terms' sections, in order; their ids are the page's public anchors (/cgu#law). */
export const CGU_SECTION_IDS = [
  "intellectual",
  "restriction",
  "usage",
  "account",
  "limitations",
  "indemnity",
  "law",
  "personal",
] as const;

const FrontmatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  /** Date of the last update, ISO format. */
  updated: z.iso.date(),
});

export interface CguContent extends z.infer<typeof FrontmatterSchema> {
  html: string;
  sections: { id: string; title: string }[];
}

/** Splits, checks and renders the terms; any mistake in the file stops the build with its reason. */
export async function parseCgu(source: string): Promise<CguContent> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error("content/legal/cgu.md: missing frontmatter");
  const frontmatter = FrontmatterSchema.safeParse(parseYaml(match[1] ?? ""));
  if (!frontmatter.success) {
    throw new Error(`content/legal/cgu.md: invalid frontmatter: ${z.prettifyError(frontmatter.error)}`);
  }
  const { html, headings } = await renderMarkdown(match[2] ?? "");
  const sections = headings
    .filter((heading) => heading.depth === 2)
    .map(({ id, text }) => ({ id, title: text }));
  const ids = sections.map((section) => section.id);
  if (ids.join() !== CGU_SECTION_IDS.join()) {
    throw new Error(
      `content/legal/cgu.md: sections must be ${CGU_SECTION_IDS.join(", ")}; found ${ids.join(", ")}`,
    );
  }
  return { ...frontmatter.data, html, sections };
}

export async function loadCgu(): Promise<CguContent> {
  return parseCgu(await readFile(CGU_FILE, "utf8"));
}
