import { readFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { ContentError, relativeFile } from "~/lib/content-error";
import { parseFrontmatter } from "~/lib/markdown/frontmatter.server";
import { imageSizeFromFiles } from "~/lib/markdown/image-size.server";
import { ExampleSyntaxError, renderMarkdown } from "~/lib/markdown/render";
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
  const { data, body, bodyLine } = parseFrontmatter(file, source);
  const frontmatter = termsFrontmatterSchema.safeParse(data, { error: frenchIssue });
  if (!frontmatter.success) throw new ContentError(describeIssues(relativeFile(file), frontmatter.error));
  let rendered: Awaited<ReturnType<typeof renderMarkdown>>;
  try {
    rendered = await renderMarkdown(body, { readImageSize: imageSizeFromFiles() });
  } catch (error) {
    if (error instanceof ExampleSyntaxError)
      throw new ContentError(
        fieldError(relativeFile(file), "body", `ligne ${bodyLine + error.line - 1} : ${error.frenchReason}`),
      );
    throw error;
  }
  const { html, headings } = rendered;
  // The worked examples' blocks are the rulebook's: the terms page does not name their kinds.
  if (html.includes("data-example-kind"))
    throw new ContentError(
      fieldError(
        relativeFile(file),
        "body",
        "les blocs « :::bon » et « :::mauvais » sont les exemples de la notice, pas ceux des conditions d'utilisation",
      ),
    );
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
