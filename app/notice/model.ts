import type { NoticeTypeId } from "./schema.ts";

/** An article as listed in menus: its category, key (its translation key) and order number. */
export interface ArticleSummary {
  type: NoticeTypeId;
  category: string;
  key: string;
  order: number;
  title: string;
  description: string;
  path: string;
  /** Day the article was published (YYYY-MM-DD). */
  published: string;
  /** Day of the article's latest recorded change, or of its publication if it has none (YYYY-MM-DD). */
  updated: string;
}

export interface CategorySummary {
  type: NoticeTypeId;
  id: string;
  title: string;
  order?: number;
  image: string;
  description: string;
  path: string;
  articles: ArticleSummary[];
}

export interface NoticeTypeTree {
  id: NoticeTypeId;
  path: string;
  categories: CategorySummary[];
}

/** What the left menu needs of a notice type: kept small, it travels with every rulebook page. */
export interface NoticeNavTree {
  id: NoticeTypeTree["id"];
  categories: {
    id: string;
    title: string;
    articles: { key: string; title: string; updated: string }[];
  }[];
}

/** A link to a neighbouring article. */
export interface ArticleLink {
  title: string;
  path: string;
}

export function toNavTree(tree: NoticeTypeTree): NoticeNavTree {
  return {
    id: tree.id,
    categories: tree.categories.map((category) => ({
      id: category.id,
      title: category.title,
      articles: category.articles.map((article) => ({
        key: article.key,
        title: article.title,
        updated: article.updated,
      })),
    })),
  };
}

export interface ArticleContent extends ArticleSummary {
  /** What its latest change did (French, as written in the change log), when it has one. */
  latestChange?: string;
  html: string;
  headings: { depth: 2 | 3; text: string; id: string }[];
}

export const NOTICE_HOME = "/notice";

/** The change log of the whole rulebook, and its Atom feed (written by the build). */
export const NOTICE_CHANGES = "/notice/changes";
export const NOTICE_FEED = "/notice/changes.xml";

export function typePath(type: string): string {
  return `${NOTICE_HOME}/${type}`;
}

export function categoryPath(type: string, category: string): string {
  return `${NOTICE_HOME}/${type}/${category}`;
}

export function articlePath(type: string, category: string, key: string): string {
  return `${NOTICE_HOME}/${type}/${category}/${key}`;
}
