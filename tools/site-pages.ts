import { readdirSync } from "node:fs";
import path from "node:path";
import { STATIC_PAGE_PATHS } from "../app/data/pages";

const NOTICE_ROOT = "content/notice";

/** The rulebook's pages from its content folder, grouped by category: the category page, then its articles. */
export function rulebookPagesByCategory(): { category: string; pages: string[] }[] {
  return readdirSync(NOTICE_ROOT).flatMap((type) =>
    readdirSync(path.join(NOTICE_ROOT, type)).map((category) => ({
      category: `${type}/${category}`,
      pages: [
        `/notice/${type}/${category}`,
        ...readdirSync(path.join(NOTICE_ROOT, type, category))
          .filter((file) => file.endsWith(".md"))
          .map((file) => `/notice/${type}/${category}/${file.slice(0, -3)}`),
      ],
    })),
  );
}

/** The two rulebook type pages (/notice/game, /notice/technical). */
export const RULEBOOK_TYPE_PAGES = readdirSync(NOTICE_ROOT).map((type) => `/notice/${type}`);

/**
 * One page of each kind: the static pages (each its own layout), both rulebook types, a category
 * and an article of each type. Rulebook pages of one kind share their code.
 */
export const PAGE_KINDS: readonly string[] = [
  ...STATIC_PAGE_PATHS,
  ...RULEBOOK_TYPE_PAGES,
  "/notice/game/justice",
  "/notice/game/justice/court",
  "/notice/technical/repair",
  "/notice/technical/repair/altv",
];

/**
 * Articles chosen for what their content holds (article pages share their code, their content
 * differs): glossary definitions and terms, images, tables, a table of contents, technical guides.
 */
export const ARTICLE_SAMPLE: readonly string[] = [
  "/notice/game/preamble/notion",
  "/notice/game/police/corruption",
  "/notice/game/justice/court",
  "/notice/game/character/inventory",
  "/notice/game/character/ability",
  "/notice/game/housing/postal",
  "/notice/technical/installation/prerequisite",
  "/notice/technical/repair/altv",
];
