import type { ChangeLogEntry } from "./change-log";
import { NOTICE_CHANGES, NOTICE_FEED } from "./model";

/** The feed's title, French like its entries, also given to the head links that announce it. */
export const FEED_TITLE = "Brumes RP : changements de la notice";

/** How many of the latest changes the feed carries. */
export const FEED_SIZE = 50;

/** The authority of the entries' tag URIs; a fixed date, so that ids never change (RFC 4151). */
const TAG_DATE = "2026";

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const NBSP = "\u00A0";

/** The feed's title and summary of an entry, in French like the rulebook. */
function entryText(entry: ChangeLogEntry): { title: string; summary: string } {
  if (entry.kind === "change")
    return { title: `${entry.article.categoryTitle} › ${entry.article.title}`, summary: entry.summary };
  if (entry.rulebook)
    return {
      title: "Publication de la notice",
      summary: `La notice est publiée${NBSP}: ${entry.count}${NBSP}articles, des règles du jeu à l'aide technique.`,
    };
  const [only] = entry.articles;
  if (only && entry.articles.length === 1)
    return { title: `${only.categoryTitle} › ${only.title}`, summary: "Nouvel article." };
  return {
    title: `${entry.count}${NBSP}nouveaux articles`,
    summary: `Nouveaux articles${NBSP}: ${entry.articles.map((article) => `${article.categoryTitle} › ${article.title}`).join(", ")}.`,
  };
}

export interface FeedSite {
  /** Public origin, e.g. https://www.brumes-rp.fr */
  origin: string;
  /** Name of the site, the feed's author. */
  name: string;
}

/** The permanent id of a change: a tag URI made of the site's host and the entry's stable id. */
export function entryTagUri(origin: string, entry: Pick<ChangeLogEntry, "id">): string {
  return `tag:${new URL(origin).hostname},${TAG_DATE}:${entry.id.replace(/^\//, "")}`;
}

/**
 * The rulebook's changes as an Atom feed (RFC 4287): the latest entries, newest first, each with
 * a permanent id, an absolute link to the article (at the changed section), its own time (a day's
 * entries keep their order) and summary; the publications of a day are one entry.
 * Chat bots read it to announce rule changes.
 */
export function atomFeed(entries: readonly ChangeLogEntry[], site: FeedSite): string {
  const latest = entries.slice(0, FEED_SIZE);
  const absolute = (path: string) => new URL(path, site.origin).toString();
  const updated = latest[0]?.time ?? "1970-01-01T00:00:00Z";
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">',
    `  <id>${escapeXml(absolute(NOTICE_CHANGES))}</id>`,
    `  <title>${escapeXml(FEED_TITLE)}</title>`,
    `  <subtitle>Les changements des règles et de l'aide technique de ${escapeXml(site.name)}, du plus récent au plus ancien.</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absolute(NOTICE_FEED))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absolute(NOTICE_CHANGES))}"/>`,
    `  <author><name>${escapeXml(site.name)}</name><uri>${escapeXml(absolute("/"))}</uri></author>`,
  ];
  for (const entry of latest) {
    const { title, summary } = entryText(entry);
    lines.push(
      "  <entry>",
      `    <id>${escapeXml(entryTagUri(site.origin, entry))}</id>`,
      `    <title>${escapeXml(title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(absolute(entry.href))}"/>`,
      `    <published>${entry.time}</published>`,
      `    <updated>${entry.time}</updated>`,
      ...(entry.kind === "change"
        ? [
            `    <category term="${escapeXml(entry.article.category)}" label="${escapeXml(entry.article.categoryTitle)}"/>`,
          ]
        : []),
      `    <summary type="text">${escapeXml(summary)}</summary>`,
      "  </entry>",
    );
  }
  lines.push("</feed>", "");
  return lines.join("\n");
}
