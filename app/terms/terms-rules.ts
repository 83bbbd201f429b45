/**
 * The rule of the terms' text, for the build (./terms.server.ts) and the editor, which refuses on
 * the field what the build refuses. Browser-safe.
 */
import { z } from "zod";
import { extractHeadings } from "../lib/markdown/render";
import { latestToday } from "../notice/schema";

/** Frontmatter of `content/terms/terms.md` (the editor builds its form from it). */
export const termsFrontmatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  /**
   * Date of the last update, ISO format; not in the future (a typo would otherwise show it), where
   * the day started first: the editor dates a change with France's day, which is the next one
   * for a build machine on UTC between midnight and 1 or 2 in the morning.
   */
  updated: z.iso.date().refine((date) => date <= latestToday(), {
    message: "ne peut pas être dans le futur",
  }),
});

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

/** Why the terms' sections (their `##` headings' ids, in order) are refused, in French, or undefined. */
export function termsSectionsProblem(ids: readonly string[]): string | undefined {
  return ids.join() === TERMS_SECTION_IDS.join()
    ? undefined
    : `les sections doivent être ${TERMS_SECTION_IDS.join(", ")}, dans cet ordre (« ## Titre {#intellectual} »…) ; le texte a ${ids.join(", ") || "aucune section"}`;
}

/** The same rule on the terms' Markdown text. */
export function termsBodyProblem(body: string): string | undefined {
  try {
    return termsSectionsProblem(
      extractHeadings(body)
        .filter((heading) => heading.depth === 2)
        .map((heading) => heading.id),
    );
  } catch (error) {
    return (error as Error).message;
  }
}
