import { z } from "zod";

/** The two halves of the rulebook; each has its routes, labels and catalogue keys in the code. */
export const NOTICE_TYPES = ["game", "technical"] as const;
export type NoticeTypeId = (typeof NOTICE_TYPES)[number];

const KEY = /^[a-z][a-z0-9-]*$/;

/** Heading ids as written after a heading (`## Le principe {#principe}`). */
export const HEADING_ID = /^[A-Za-z][\w-]*$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Today's date where the day started first (UTC+14), so that a change dated today in France is
 * never "in the future" for a build machine on UTC.
 */
export function latestToday(now = Date.now()): string {
  return new Date(now + (14 / 24) * DAY_MS).toISOString().slice(0, 10);
}

/** One recorded change of an article; the latest one is the article's "last updated" date. */
export const changeSchema = z.strictObject({
  /** Day of the change, written YYYY-MM-DD; not in the future. */
  date: z.iso
    .date({ error: "must be a date written YYYY-MM-DD" })
    .refine((date) => date <= latestToday(), { error: "must not be in the future" }),
  /** One sentence on what changed, shown in the change log and the feed. */
  summary: z.string().trim().min(1, { error: "must not be empty" }).max(300),
  /** Id of the heading of the section that changed, when the change is in one section. */
  anchor: z.string().regex(HEADING_ID, { error: "must be a heading id such as principe" }).optional(),
});

/** An old site path of an article, kept working after a rename or a move. */
const oldPathSchema = z.string().regex(/^\/notice\/[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)?$/, {
  error: "must be an old rulebook path such as /notice/technical/repair/altv",
});

/** Frontmatter of one article file, `content/notice/{type}/{category}/{key}.md`. */
export const articleFrontmatterSchema = z.strictObject({
  /** Title shown in the menu, the page heading and the document title. */
  title: z.string().trim().min(2),
  /** Position in its category; ties are broken by key. */
  order: z.number().int().nonnegative(),
  /** One sentence for search engines and social cards. */
  description: z.string().trim().min(40).max(200),
  /** The article's change log, oldest first: add a new entry at the end. */
  changes: z
    .array(changeSchema, { error: "must list at least the article's publication" })
    .min(1, { error: "must list at least the article's publication" })
    .superRefine((changes, context) => {
      changes.forEach((change, index) => {
        const previous = changes[index - 1];
        if (previous && change.date < previous.date) {
          context.addIssue({
            code: "custom",
            path: [index, "date"],
            message: `is older than the entry before it (${previous.date}): list changes oldest first`,
          });
        }
      });
    }),
  /** Old paths of this article (after a rename or a move); they lead to it. */
  redirectFrom: z.array(oldPathSchema).default([]),
});

/** `_category.json` of a category folder. */
export const categoryMetaSchema = z.strictObject({
  title: z.string().trim().min(2),
  /** Position among its type's categories; absent for an unlisted category, which sorts last. */
  order: z.number().int().nonnegative().optional(),
  /** Site path of the category's illustration, under /img/notice/. */
  image: z.string().regex(/^\/img\/notice\/[a-z0-9-]+\.webp$/),
  description: z.string().trim().min(20).max(200),
});

export const articleKeySchema = z.string().regex(KEY, "keys are lower-case letters, digits and dashes");

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;
export type ArticleChange = z.infer<typeof changeSchema>;
export type CategoryMeta = z.infer<typeof categoryMetaSchema>;
