import { z } from "zod";
import { DEFAULT_CHANGE_TIME } from "./change-time.ts";

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

/** A calendar day, written YYYY-MM-DD, not in the future. */
const daySchema = z.iso
  .date({ error: "doit être une date écrite AAAA-MM-JJ, par exemple 2026-11-24" })
  .refine((date) => date <= latestToday(), { error: "ne peut pas être dans le futur" });

/** Time of day of a change, French time, written HH:MM (24 h). */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export { DEFAULT_CHANGE_TIME };

/** One recorded change of a rule; the latest one is the article's "last updated" date. */
export const changeSchema = z.strictObject({
  /** Day of the change, written YYYY-MM-DD; not in the future. */
  date: daySchema,
  /**
   * Optional time of the change (French time, HH:MM), for a day with several changes: it orders
   * them in the change log and the feed. Without it, a change counts as made at 12:00, after the
   * article's earlier entries of that day.
   */
  time: z
    .string()
    .regex(TIME, { error: "doit être une heure écrite HH:MM (24 h, heure de Paris)" })
    .optional(),
  /** One sentence on what changed, shown in the change log and the feed. */
  summary: z.string().trim().min(1, { error: "ne peut pas être vide" }).max(300),
  /** Id of the heading of the section that changed, when the change is in one section. */
  anchor: z
    .string()
    .regex(HEADING_ID, { error: "doit être l'identifiant d'un titre, par exemple principe" })
    .optional(),
});

/** When a change was made, as "YYYY-MM-DD HH:MM" (French time): entries compare in time order. */
export function changeMoment(change: Pick<ArticleChange, "date" | "time">): string {
  return `${change.date} ${change.time ?? DEFAULT_CHANGE_TIME}`;
}

/** An old site path of an article, kept working after a rename or a move. */
const oldPathSchema = z.string().regex(/^\/notice\/[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)?$/, {
  error: "doit être une ancienne adresse du règlement, par exemple /notice/technical/repair/altv",
});

/** Frontmatter of one article file, `content/notice/{type}/{category}/{key}.md`. */
export const articleFrontmatterSchema = z
  .strictObject({
    /** Title shown in the menu, the page heading and the document title. */
    title: z.string().trim().min(2),
    /** Position in its category; ties are broken by key. */
    order: z.number().int().nonnegative(),
    /** One sentence for search engines and social cards. */
    description: z.string().trim().min(40).max(200),
    /** Day the article was first published (YYYY-MM-DD): shown as "published on" until it changes. */
    published: daySchema,
    /**
     * The changes of its rules since publication, oldest first: add a new entry at the end. The
     * publication itself is not one of them (the change log marks it once, from `published`).
     */
    changes: z
      .array(changeSchema)
      .default([])
      .superRefine((changes, context) => {
        changes.forEach((change, index) => {
          const previous = changes[index - 1];
          if (previous && changeMoment(change) < changeMoment(previous)) {
            context.addIssue({
              code: "custom",
              path: [index, change.date === previous.date ? "time" : "date"],
              message:
                `est plus ancienne que l'entrée d'avant (${changeMoment(previous)}) : les entrées vont de la plus ancienne à la plus récente ` +
                `(une entrée sans heure compte pour ${DEFAULT_CHANGE_TIME})`,
            });
          }
        });
      }),
    /** Old paths of this article (after a rename or a move); they lead to it. */
    redirectFrom: z.array(oldPathSchema).default([]),
  })
  .superRefine((article, context) => {
    article.changes.forEach((change, index) => {
      if (change.date < article.published) {
        context.addIssue({
          code: "custom",
          path: ["changes", index, "date"],
          message: `est avant la publication de l'article (published : ${article.published})`,
        });
      }
    });
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

export const articleKeySchema = z
  .string()
  .regex(KEY, "le nom du fichier ne prend que des minuscules sans accent, des chiffres et des tirets");

export type ArticleChange = z.infer<typeof changeSchema>;
