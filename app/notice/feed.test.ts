import { parseFeed } from "@rowanmanning/feed-parser";
import { describe, expect, it } from "vitest";
import { SITE } from "~/config/site";
import { collectChanges, type ChangeLogEntry } from "./change-log";
import { loadNoticeLibrary } from "./content.server";
import { FEED_SIZE, atomFeed, entryTagUri } from "./feed";

const entry = (index: number, overrides: Partial<ChangeLogEntry> = {}): ChangeLogEntry => ({
  id: `/notice/game/justice/penal/2026-11-${String(23 - (index % 20)).padStart(2, "0")}/${index}`,
  date: `2026-11-${String(23 - (index % 20)).padStart(2, "0")}`,
  summary: `Changement ${index} : « règle » & <détail>`,
  type: "game",
  category: "justice",
  categoryTitle: "Justice",
  articleTitle: "Code pénal",
  path: "/notice/game/justice/penal",
  href: "/notice/game/justice/penal#classes",
  ...overrides,
});

describe("the Atom feed of changes", () => {
  it("is an Atom feed with its id, title, date, links and author", () => {
    const feed = parseFeed(atomFeed([entry(0)], SITE));
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe("Brumes RP : changements de la notice");
    expect(feed.url).toBe("https://www.brumes-rp.fr/notice/changes");
    expect(feed.self).toBe("https://www.brumes-rp.fr/notice/changes.xml");
    expect(feed.updated?.toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(feed.authors.map((author) => author.name)).toEqual(["Brumes RP"]);
    expect(feed.language).toBe("fr");
  });

  it("carries the latest entries in order, with permanent ids, absolute links, dates and summaries", () => {
    const entries = Array.from({ length: 70 }, (_, index) => entry(index));
    const feed = parseFeed(atomFeed(entries, SITE));
    expect(feed.items).toHaveLength(FEED_SIZE);
    expect(feed.items.map((item) => item.id)).toEqual(
      entries.slice(0, FEED_SIZE).map((e) => entryTagUri(SITE.origin, e)),
    );
    const first = feed.items[0]!;
    expect(first.id).toBe("tag:www.brumes-rp.fr,2026:notice/game/justice/penal/2026-11-23/0");
    expect(first.url).toBe("https://www.brumes-rp.fr/notice/game/justice/penal#classes");
    expect(first.title).toBe("Justice › Code pénal");
    expect(first.description).toBe("Changement 0 : « règle » & <détail>");
    expect(first.updated?.toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(first.categories.map((category) => category.term)).toEqual(["justice"]);
  });

  it("describes the real rulebook: newest first, unique ids that do not change from one build to the next", async () => {
    const entries = collectChanges(await loadNoticeLibrary());
    const xml = atomFeed(entries, SITE);
    expect(atomFeed(collectChanges(await loadNoticeLibrary()), SITE)).toBe(xml);
    const feed = parseFeed(xml);
    expect(feed.items).toHaveLength(Math.min(FEED_SIZE, entries.length));
    const times = feed.items.map((item) => item.updated!.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(feed.items.map((item) => item.id)).size).toBe(feed.items.length);
    for (const item of feed.items) {
      expect(item.url, item.id!).toMatch(
        /^https:\/\/www\.brumes-rp\.fr\/notice\/(game|technical)\/[a-z-]+\/[a-z-]+(#[\w-]+)?$/,
      );
      expect(item.description, item.id!).toBeTruthy();
    }
  });
});
