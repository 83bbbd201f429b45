import type { NoticeTypeId } from "./schema";

/** An article as listed in menus (spec §3: category, translateKey, order). */
export interface ArticleSummary {
  type: NoticeTypeId;
  category: string;
  key: string;
  order: number;
  title: string;
  description: string;
  path: string;
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

export interface ArticleContent extends ArticleSummary {
  html: string;
  headings: { depth: 2 | 3; text: string; id: string }[];
}

export const NOTICE_HOME = "/notice";

export function typePath(type: string): string {
  return `${NOTICE_HOME}/${type}`;
}

export function categoryPath(type: string, category: string): string {
  return `${NOTICE_HOME}/${type}/${category}`;
}

export function articlePath(type: string, category: string, key: string): string {
  return `${NOTICE_HOME}/${type}/${category}/${key}`;
}
