import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { ContentError, relativeFile } from "~/lib/content-error";
import { parseFrontmatter } from "~/lib/markdown/frontmatter.server";
import { imageSizeFromFiles } from "~/lib/markdown/image-size.server";
import { renderMarkdown } from "~/lib/markdown/render";
import { describeIssues, fieldError, frenchIssue } from "~/lib/validation";

export const TERMS_FILE = path.resolve("content/terms/terms.md");

/** The terms' sections, in order; their ids are the page's public anchors (/cgu#law). */
export const TERMS_SECTION_IDS = [
  "intellectual",
  "restriction",
  "usage",
  "account",
  "limitations",
  "indemnity",
  "law",
  "personal",
] as const;

/** Frontmatter of `content/terms/terms.md` (the editor builds its form from it). */
export const termsFrontmatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  /** Date of the last update, ISO format; not in the future (a typo would otherwise show it). */
  updated: z.iso.date().refine((date) => date <= new Date().toISOString().slice(0, 10), {
    message: "ne peut pas être dans le futur",
  }),
});

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
  const ids = sections.map((section) => section.id);
  if (ids.join() !== TERMS_SECTION_IDS.join()) {
    throw new ContentError(
      fieldError(
        relativeFile(file),
        "body",
        `les sections doivent être ${TERMS_SECTION_IDS.join(", ")} ; le texte a ${ids.join(", ")}`,
      ),
    );
  }
  return { ...frontmatter.data, html, sections };
}

export async function loadTerms(): Promise<TermsContent> {
  return parseTerms(await readFile(TERMS_FILE, "utf8"));
}
