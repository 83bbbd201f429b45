import { parseFeed } from "@rowanmanning/feed-parser";
import { describe, expect, it } from "vitest";
import { SITE } from "~/config/site";
import { collectChanges, type ChangeLogEntry } from "./change-log";
import { loadNoticeLibrary } from "./content.server";
import { FEED_SIZE, atomFeed, entryTagUri } from "./feed";

const entry = (index: number): ChangeLogEntry => {
  const date = `2026-11-${String(23 - Math.floor(index / 4)).padStart(2, "0")}`;
  return {
    kind: "change",
    id: `/notice/game/justice/penal/${date}/${index}`,
    date,
    time: `${date}T12:00:${String(59 - (index % 4)).padStart(2, "0")}+01:00`,
    summary: `Changement ${index} : « règle » & <détail>`,
    article: {
      type: "game",
      category: "justice",
      categoryTitle: "Justice",
      title: "Code pénal",
      path: "/notice/game/justice/penal",
    },
    categories: ["justice"],
    href: "/notice/game/justice/penal#classes",
  };
};

describe("the Atom feed of changes", () => {
  it("is an Atom feed with its id, title, date, links and author", () => {
    const feed = parseFeed(atomFeed([entry(0)], SITE));
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe("Brumes RP : changements de la notice");
    expect(feed.url).toBe("https://www.brumes-rp.fr/notice/changes");
    expect(feed.self).toBe("https://www.brumes-rp.fr/notice/changes.xml");
    expect(feed.updated?.toISOString()).toBe("2026-11-23T11:00:59.000Z");
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
    expect(first.updated?.toISOString()).toBe("2026-11-23T11:00:59.000Z");
    expect(first.categories.map((category) => category.term)).toEqual(["justice"]);
  });

  it("says what a publication is: the rulebook's, or a new article's", () => {
    const base = { date: "2026-11-22", time: "2026-11-22T00:00:00+01:00", categories: ["justice"] };
    const rulebook = parseFeed(
      atomFeed(
        [
          {
            ...base,
            kind: "publication",
            id: "/notice/published/2026-11-22",
            rulebook: true,
            count: 73,
            articles: [],
            href: "/notice",
          },
        ],
        SITE,
      ),
    ).items[0]!;
    expect(rulebook.title).toBe("Publication de la notice");
    expect(rulebook.description).toContain("73\u00a0articles");
    expect(rulebook.url).toBe("https://www.brumes-rp.fr/notice");
    const article = {
      type: "game" as const,
      category: "justice",
      categoryTitle: "Justice",
      title: "Code pénal",
      path: "/notice/game/justice/penal",
    };
    const single = parseFeed(
      atomFeed(
        [
          {
            ...base,
            kind: "publication",
            id: "/notice/published/2026-11-22",
            rulebook: false,
            count: 1,
            articles: [article],
            href: article.path,
          },
        ],
        SITE,
      ),
    ).items[0]!;
    expect([single.title, single.description, single.url]).toEqual([
      "Justice › Code pénal",
      "Nouvel article.",
      "https://www.brumes-rp.fr/notice/game/justice/penal",
    ]);
  });

  it("describes the real rulebook: newest first, distinct times, unique ids that do not change from one build to the next", async () => {
    const entries = collectChanges(await loadNoticeLibrary());
    const xml = atomFeed(entries, SITE);
    expect(atomFeed(collectChanges(await loadNoticeLibrary()), SITE)).toBe(xml);
    const feed = parseFeed(xml);
    expect(feed.items).toHaveLength(Math.min(FEED_SIZE, entries.length));
    const times = feed.items.map((item) => item.updated!.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(times.length);
    expect(new Set(feed.items.map((item) => item.id)).size).toBe(feed.items.length);
    for (const item of feed.items) {
      expect(item.url, item.id!).toMatch(
        /^https:\/\/www\.brumes-rp\.fr\/notice(\/(game|technical)\/[a-z-]+\/[a-z-]+(#[\w-]+)?)?$/,
      );
      expect(item.description, item.id!).toBeTruthy();
    }
  });
});
