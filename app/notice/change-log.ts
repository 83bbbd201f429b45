import type { NoticeTypeTree } from "./model";
import type { ArticleChange, NoticeTypeId } from "./schema";

/** One entry of the rulebook's change log, with what a list or a feed needs to show and link it. */
export interface ChangeLogEntry {
  /** Stable across builds: the article's path, the day and the entry's rank among that day's. */
  id: string;
  date: string;
  summary: string;
  anchor?: string;
  type: NoticeTypeId;
  category: string;
  categoryTitle: string;
  articleTitle: string;
  /** The article's site path. */
  path: string;
  /** The article, at the changed section when the entry names one. */
  href: string;
}

export interface ChangeLogMonth {
  /** YYYY-MM */
  month: string;
  entries: ChangeLogEntry[];
}

/**
 * Every recorded change of every article, newest first; changes of the same day follow the
 * rulebook's reading order, and an article's later entries come before its earlier ones.
 */
export function collectChanges(library: {
  types: readonly NoticeTypeTree[];
  articles: ReadonlyMap<string, { changes: readonly ArticleChange[] }>;
}): ChangeLogEntry[] {
  const entries: (ChangeLogEntry & { rank: number })[] = [];
  for (const type of library.types) {
    for (const category of type.categories) {
      for (const article of category.articles) {
        const changes = library.articles.get(article.path)?.changes ?? [];
        const perDay = new Map<string, number>();
        changes.forEach((change) => {
          const ordinal = (perDay.get(change.date) ?? 0) + 1;
          perDay.set(change.date, ordinal);
          entries.push({
            id: `${article.path}/${change.date}/${ordinal}`,
            date: change.date,
            summary: change.summary,
            ...(change.anchor ? { anchor: change.anchor } : {}),
            type: type.id,
            category: category.id,
            categoryTitle: category.title,
            articleTitle: article.title,
            path: article.path,
            href: change.anchor ? `${article.path}#${change.anchor}` : article.path,
            // Reading order, then the entry's place in its article (later entries first).
            rank: entries.length,
          });
        });
      }
    }
  }
  return entries
    .sort((a, b) => {
      if (a.date !== b.date) return a.date < b.date ? 1 : -1;
      if (a.path !== b.path) return a.rank - b.rank;
      return b.rank - a.rank;
    })
    .map(({ rank: _rank, ...entry }) => entry);
}

/** The entries of one category (by its folder name), or all of them without a category. */
export function filterChanges(
  entries: readonly ChangeLogEntry[],
  category?: string | null,
): ChangeLogEntry[] {
  return category ? entries.filter((entry) => entry.category === category) : [...entries];
}

/** Entries (already newest first) grouped by month, newest month first. */
export function groupByMonth(entries: readonly ChangeLogEntry[]): ChangeLogMonth[] {
  const months: ChangeLogMonth[] = [];
  for (const entry of entries) {
    const month = entry.date.slice(0, 7);
    const last = months[months.length - 1];
    if (last?.month === month) last.entries.push(entry);
    else months.push({ month, entries: [entry] });
  }
  return months;
}
