import { NOTICE_HOME, type ArticleSummary, type NoticeTypeTree } from "./model";
import { DEFAULT_CHANGE_TIME } from "./change-time.ts";
import type { ArticleChange, NoticeTypeId } from "./schema";

/** An article as a change log entry names it. */
export interface ChangeLogArticle {
  type: NoticeTypeId;
  category: string;
  categoryTitle: string;
  title: string;
  /** The article's site path. */
  path: string;
}

interface EntryBase {
  /** Stable across builds; the feed's entry id is made from it. */
  id: string;
  /** Day of the entry (YYYY-MM-DD). */
  date: string;
  /**
   * When it happened, as an RFC 3339 time in French time: the entry's own time, or its place in
   * its day. No two entries share one, and a day's entries keep their order by it.
   */
  time: string;
  /** Categories the entry concerns (its category filter). */
  categories: string[];
  /** Where the entry leads: the article, at the changed section when it names one. */
  href: string;
}

/** A change of an article's rules, as staff recorded it. */
export interface ChangeEntry extends EntryBase {
  kind: "change";
  summary: string;
  anchor?: string;
  article: ChangeLogArticle;
}

/**
 * Articles published on one day. The day the rulebook itself was published (its first
 * publication day) is one entry for all its articles, not one per article.
 */
export interface PublicationEntry extends EntryBase {
  kind: "publication";
  /** The rulebook's own publication: `count` articles, listed nowhere else. */
  rulebook: boolean;
  count: number;
  /** The articles published that day (empty for the rulebook's publication, which counts them). */
  articles: ChangeLogArticle[];
}

export type ChangeLogEntry = ChangeEntry | PublicationEntry;

export interface ChangeLogMonth {
  /** YYYY-MM */
  month: string;
  entries: ChangeLogEntry[];
}

/** Publications sit at the start of their day, before the day's changes. */
const PUBLICATION_TIME = "00:00";

const parisOffsets = new Map<string, string>();

/** The offset of French time on a day ("+01:00" in winter, "+02:00" in summer). */
function parisOffset(date: string): string {
  let offset = parisOffsets.get(date);
  if (!offset) {
    // Midday UTC is never inside a daylight-saving switch, which happens at night.
    const name = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", timeZoneName: "longOffset" })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .find((part) => part.type === "timeZoneName")?.value;
    offset = name === "GMT" || !name ? "+00:00" : name.slice(3);
    parisOffsets.set(date, offset);
  }
  return offset;
}

const two = (value: number) => String(value).padStart(2, "0");

/** An RFC 3339 time: a day and a number of seconds into it, French time. */
function frenchTime(date: string, seconds: number): string {
  const clamped = Math.min(seconds, 24 * 3600 - 1);
  const clock = `${two(Math.floor(clamped / 3600))}:${two(Math.floor(clamped / 60) % 60)}:${two(clamped % 60)}`;
  return `${date}T${clock}${parisOffset(date)}`;
}

const secondsOf = (time: string) => Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60;

interface Library {
  types: readonly NoticeTypeTree[];
  articles: ReadonlyMap<string, { changes: readonly ArticleChange[] }>;
}

type Draft = (Omit<ChangeEntry, "time"> | Omit<PublicationEntry, "time">) & { clock: string };

/**
 * Every entry of the rulebook's change log, newest first: the articles' recorded changes and, once
 * per day, the articles published that day (but those whose own change of that day announces them). In a day, publications come first, then changes by
 * their time; changes without one in the rulebook's reading order, and an article's entries in
 * the order written. Each entry gets its own time from that order (see `ChangeLogEntry.time`).
 */
export function collectChanges(library: Library): ChangeLogEntry[] {
  const reading: (ArticleSummary & { categoryTitle: string })[] = library.types.flatMap((type) =>
    type.categories.flatMap((category) =>
      category.articles.map((article) => ({ ...article, categoryTitle: category.title })),
    ),
  );
  const named = (article: (typeof reading)[number]): ChangeLogArticle => ({
    type: article.type,
    category: article.category,
    categoryTitle: article.categoryTitle,
    title: article.title,
    path: article.path,
  });
  const firstDay = reading.reduce(
    (first, article) => (article.published < first ? article.published : first),
    "9999",
  );

  // A change dated on the article's own publication day (after the rulebook's) announces that
  // publication: its summary says what the new article is, and the article is not listed a second
  // time as « Nouvel article. ».
  const announced = new Set(
    reading
      .filter(
        (article) =>
          article.published !== firstDay &&
          (library.articles.get(article.path)?.changes ?? []).some(
            (change) => change.date === article.published,
          ),
      )
      .map((article) => article.path),
  );

  // Oldest first: publications by day, then every change, each article's in the order written.
  const drafts: Draft[] = [];
  const days = [...new Set(reading.map((article) => article.published))].sort();
  for (const day of days) {
    const published = reading.filter((article) => article.published === day && !announced.has(article.path));
    if (published.length === 0) continue;
    const rulebook = day === firstDay;
    const single = !rulebook && published.length === 1 ? published[0] : undefined;
    drafts.push({
      kind: "publication",
      id: `${NOTICE_HOME}/published/${day}`,
      date: day,
      clock: PUBLICATION_TIME,
      rulebook,
      count: published.length,
      articles: rulebook ? [] : published.map(named),
      categories: [...new Set(published.map((article) => article.category))],
      href: single ? single.path : NOTICE_HOME,
    });
  }
  for (const article of reading) {
    const perDay = new Map<string, number>();
    for (const change of library.articles.get(article.path)?.changes ?? []) {
      const ordinal = (perDay.get(change.date) ?? 0) + 1;
      perDay.set(change.date, ordinal);
      drafts.push({
        kind: "change",
        id: `${article.path}/${change.date}/${ordinal}`,
        date: change.date,
        clock: change.time ?? DEFAULT_CHANGE_TIME,
        summary: change.summary,
        ...(change.anchor ? { anchor: change.anchor } : {}),
        article: named(article),
        categories: [article.category],
        href: change.anchor ? `${article.path}#${change.anchor}` : article.path,
      });
    }
  }
  // A stable sort keeps the reading order among entries of the same day and time.
  const ordered = drafts
    .map((draft, index) => ({ draft, index }))
    .sort((a, b) =>
      a.draft.date !== b.draft.date
        ? a.draft.date < b.draft.date
          ? -1
          : 1
        : a.draft.clock !== b.draft.clock
          ? a.draft.clock < b.draft.clock
            ? -1
            : 1
          : a.index - b.index,
    );
  const entries: ChangeLogEntry[] = [];
  let previous = { date: "", seconds: -1 };
  for (const { draft } of ordered) {
    const { clock, ...entry } = draft;
    // Entries at the same minute are a second apart, in order.
    const seconds = Math.max(secondsOf(clock), previous.date === draft.date ? previous.seconds + 1 : 0);
    previous = { date: draft.date, seconds };
    entries.push({ ...entry, time: frenchTime(draft.date, seconds) } as ChangeLogEntry);
  }
  return entries.reverse();
}

/** The entries about one category (by its folder name), or all of them without a category. */
export function filterChanges(
  entries: readonly ChangeLogEntry[],
  category?: string | null,
): ChangeLogEntry[] {
  return category ? entries.filter((entry) => entry.categories.includes(category)) : [...entries];
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
