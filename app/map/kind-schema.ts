// The schema of content/map/kinds.json, the kinds of places players look for (read by ./read.server.ts).
import { z } from "zod";
import { LOCALES, type Locale } from "../i18n/locales.ts";
import { noticePathSchema } from "./category-schema.ts";
import { KIND_LABELS, MAP_CATEGORY_IDS, type KindLabel } from "./poi-types.ts";

const keyword = z
  .string()
  .refine((word) => word.trim().length > 0, { message: "must not be empty" })
  .refine((word) => word.length <= 40, { message: "must be 40 characters at most" });

const keywordList = z.array(keyword);

/** Words of each language: French is required, the others are added by translators. */
const keywordsSchema = z.strictObject(
  Object.fromEntries(
    LOCALES.map((locale) => [locale, locale === "fr" ? keywordList.min(1) : keywordList.optional()]),
  ) as {
    [L in Locale]: L extends "fr" ? z.ZodArray<typeof keyword> : z.ZodOptional<z.ZodArray<typeof keyword>>;
  },
);

/** One kind of place. */
export const kindSchema = z.strictObject({
  /** The map category its points are in. */
  category: z.enum(MAP_CATEGORY_IDS),
  /**
   * How its points' names start ("Location de voitures", "Garage"), letter case and accents aside;
   * left out, the kind is its whole category.
   */
  names: z.array(keyword).min(1).optional(),
  /**
   * The rulebook page about this kind of place, linked from its points' cards. The points it links
   * to (`/board?poi=…`) are found by the kind's words too.
   */
  article: noticePathSchema.optional(),
  /** What its points' cards call them instead of their icon's name: "public-service". */
  label: z.enum(Object.keys(KIND_LABELS) as [KindLabel, ...KindLabel[]]).optional(),
  /** Words players type to find it, by language: verbs ("louer", "réparer") and everyday nouns. */
  keywords: keywordsSchema,
});

/** content/map/kinds.json: each kind of place, by id (lower-case words joined by "-"). */
export const mapKindsSchema = z.record(
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'must be lowercase words joined by "-"' }),
  kindSchema,
);
