import { readFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { ContentError, relativeFile } from "~/lib/content-error";
import { parseFrontmatter } from "~/lib/markdown/frontmatter.server";
import { imageSizeFromFiles } from "~/lib/markdown/image-size.server";
import { renderMarkdown } from "~/lib/markdown/render";
import { describeIssues, fieldError, frenchIssue } from "~/lib/validation";
import { termsFrontmatterSchema, termsSectionsProblem } from "./terms-rules";

export const TERMS_FILE = path.resolve("content/terms/terms.md");

export { TERMS_SECTION_IDS } from "./terms-rules";

export { termsFrontmatterSchema } from "./terms-rules";

export interface TermsContent extends z.infer<typeof termsFrontmatterSchema> {
  html: string;
  sections: { id: string; title: string }[];
}

/** Splits, checks and renders the terms; any mistake in the file stops the build with its reason. */
export async function parseTerms(source: string, file = TERMS_FILE): Promise<TermsContent> {
  const { data, body } = parseFrontmatter(file, source);
  const frontmatter = termsFrontmatterSchema.safeParse(data, { error: frenchIssue });
  if (!frontmatter.success) throw new ContentError(describeIssues(relativeFile(file), frontmatter.error));
  const { html, headings } = await renderMarkdown(body, { readImageSize: imageSizeFromFiles() });
  const sections = headings
    .filter((heading) => heading.depth === 2)
    .map(({ id, text }) => ({ id, title: text }));
  const problem = termsSectionsProblem(sections.map((section) => section.id));
  if (problem) throw new ContentError(fieldError(relativeFile(file), "body", problem));
  return { ...frontmatter.data, html, sections };
}

export async function loadTerms(): Promise<TermsContent> {
  return parseTerms(await readFile(TERMS_FILE, "utf8"));
}
