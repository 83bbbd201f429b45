import { z } from "zod";

export const NOTICE_TYPES = ["game", "technical"] as const;
export type NoticeTypeId = (typeof NOTICE_TYPES)[number];

const KEY = /^[a-z][a-z0-9-]*$/;

/** Frontmatter of one article file, `content/notice/{type}/{category}/{key}.md`. */
export const articleFrontmatterSchema = z
  .object({
    /** Title shown in the menu, the page heading and the document title. */
    title: z.string().trim().min(2),
    /** Position in its category; ties are broken by key. */
    order: z.number().int().nonnegative(),
    /** One sentence for search engines and social cards. */
    description: z.string().trim().min(40).max(200),
  })
  .strict();

/** `_category.json` of a category folder. */
export const categoryMetaSchema = z
  .object({
    title: z.string().trim().min(2),
    /** Absent for categories whose order is unlisted: they sort last. */
    order: z.number().int().nonnegative().optional(),
    /** Site path of the category's illustration, under /img/notice/. */
    image: z.string().regex(/^\/img\/notice\/[a-z0-9-]+\.webp$/),
    description: z.string().trim().min(20).max(200),
  })
  .strict();

export const articleKeySchema = z.string().regex(KEY, "keys are lower-case letters, digits and dashes");

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;
export type CategoryMeta = z.infer<typeof categoryMetaSchema>;

/** One line per problem: the file, the field, what is wrong. */
export function describeIssues(file: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => `${file}: field "${issue.path.join(".") || "(root)"}": ${issue.message}`)
    .join("\n");
}

/**
 * The categories each notice type may have. A content folder that is not listed here fails the
 * build ("unknown category"); add a category here and in content/notice/{type}/ together.
 */
export const NOTICE_CATEGORIES: Record<NoticeTypeId, readonly string[]> = {
  game: [
    "preamble",
    "gamemode",
    "government",
    "character",
    "vehicles",
    "enterprises",
    "crafts",
    "banking",
    "housing",
    "police",
    "justice",
    "illegals",
    "prison",
  ],
  technical: ["installation", "repair"],
};
