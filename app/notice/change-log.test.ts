import { describe, expect, it } from "vitest";
import { collectChanges, filterChanges, groupByMonth, type ChangeLogEntry } from "./change-log";
import type { NoticeTypeTree } from "./model";
import type { ArticleChange } from "./schema";

const summary = (category: string, key: string, title: string, published = "2026-10-30") => ({
  type: "game" as const,
  category,
  key,
  order: 1,
  title,
  description: "",
  path: `/notice/game/${category}/${key}`,
  published,
  updated: published,
});

const types: NoticeTypeTree[] = [
  {
    id: "game",
    path: "/notice/game",
    categories: [
      {
        type: "game",
        id: "vehicles",
        title: "Véhicules",
        image: "",
        description: "",
        path: "/notice/game/vehicles",
        articles: [
          summary("vehicles", "rent", "Louer"),
          summary("vehicles", "repair", "Réparer"),
          summary("vehicles", "sell", "Vendre", "2026-11-23"),
        ],
      },
      {
        type: "game",
        id: "justice",
        title: "Justice",
        image: "",
        description: "",
        path: "/notice/game/justice",
        articles: [
          summary("justice", "penal", "Code pénal"),
          summary("justice", "court", "Tribunal", "2026-11-02"),
        ],
      },
    ],
  },
];

const changes: Record<string, ArticleChange[]> = {
  "/notice/game/vehicles/rent": [{ date: "2026-11-23", summary: "Tableau déplacé.", anchor: "frais" }],
  "/notice/game/vehicles/repair": [{ date: "2026-11-23", summary: "Tableau unique." }],
  "/notice/game/justice/penal": [
    { date: "2026-11-02", summary: "Amendes." },
    { date: "2026-11-23", time: "09:30", summary: "Classes." },
    { date: "2026-11-23", summary: "Récidive.", anchor: "recidive" },
  ],
};

const library = {
  types,
  articles: new Map(Object.entries(changes).map(([path, list]) => [path, { changes: list }])),
};

const describeEntry = (entry: ChangeLogEntry) =>
  entry.kind === "change"
    ? `${entry.time} ${entry.article.path} ${entry.summary}`
    : `${entry.time} published ${entry.rulebook ? `rulebook (${entry.count})` : entry.articles.map((a) => a.path).join(" ")}`;

describe("the change log", () => {
  it("lists every change, and the publications once per day, newest first, each at its own time", () => {
    expect(collectChanges(library).map(describeEntry)).toEqual([
      // A day: its publications first (00:00), then its changes by time, a change without one at
      // 12:00 in the reading order, a second apart when they share a minute.
      "2026-11-23T12:00:02+01:00 /notice/game/justice/penal Récidive.",
      "2026-11-23T12:00:01+01:00 /notice/game/vehicles/repair Tableau unique.",
      "2026-11-23T12:00:00+01:00 /notice/game/vehicles/rent Tableau déplacé.",
      "2026-11-23T09:30:00+01:00 /notice/game/justice/penal Classes.",
      "2026-11-23T00:00:00+01:00 published /notice/game/vehicles/sell",
      "2026-11-02T12:00:00+01:00 /notice/game/justice/penal Amendes.",
      "2026-11-02T00:00:00+01:00 published /notice/game/justice/court",
      // The rulebook's first day: one entry for all its articles.
      "2026-10-30T00:00:00+01:00 published rulebook (3)",
    ]);
  });

  it("gives summer days their offset", () => {
    const summer = {
      types: [
        {
          ...types[0]!,
          categories: [
            { ...types[0]!.categories[0]!, articles: [summary("vehicles", "rent", "Louer", "2026-07-14")] },
          ],
        },
      ],
      articles: new Map(),
    };
    expect(collectChanges(summer)[0]!.time).toBe("2026-07-14T00:00:00+02:00");
  });

  it("links the article, at the changed section when there is one, and gives stable, unique ids", () => {
    const entries = collectChanges(library);
    const rent = entries.find((entry) => entry.kind === "change" && entry.article.path.endsWith("rent"))!;
    expect(rent).toMatchObject({
      href: "/notice/game/vehicles/rent#frais",
      article: { categoryTitle: "Véhicules", title: "Louer", category: "vehicles" },
      categories: ["vehicles"],
    });
    expect(
      entries
        .filter((entry) => entry.kind === "change" && entry.article.path.endsWith("penal"))
        .map((entry) => entry.id),
    ).toEqual([
      "/notice/game/justice/penal/2026-11-23/2",
      "/notice/game/justice/penal/2026-11-23/1",
      "/notice/game/justice/penal/2026-11-02/1",
    ]);
    expect(
      entries.filter((entry) => entry.kind === "publication").map((entry) => [entry.id, entry.href]),
    ).toEqual([
      ["/notice/published/2026-11-23", "/notice/game/vehicles/sell"],
      ["/notice/published/2026-11-02", "/notice/game/justice/court"],
      ["/notice/published/2026-10-30", "/notice"],
    ]);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.time)).size).toBe(entries.length);
  });

  it("groups the articles published on one later day in one entry", () => {
    const twoNew = {
      ...library,
      types: [
        {
          ...types[0]!,
          categories: types[0]!.categories.map((category) => ({
            ...category,
            articles: category.articles.map((article) =>
              article.key === "court" ? { ...article, published: "2026-11-23" } : article,
            ),
          })),
        },
      ],
    };
    const [publication] = collectChanges(twoNew).filter((entry) => entry.kind === "publication");
    expect(publication).toMatchObject({
      rulebook: false,
      count: 2,
      href: "/notice",
      categories: ["vehicles", "justice"],
    });
  });

  it("lists a new article once when staff gave its publication day a change entry: theirs, not « Nouvel article. »", () => {
    const announced = {
      ...library,
      articles: new Map([
        ...library.articles,
        [
          "/notice/game/vehicles/sell",
          { changes: [{ date: "2026-11-23", summary: "Nouvel article : la vente." }] },
        ],
      ]),
    };
    const entries = collectChanges(announced).filter((entry) => entry.date === "2026-11-23");
    expect(entries.filter((entry) => entry.kind === "publication")).toEqual([]);
    expect(
      entries
        .filter((entry) => entry.kind === "change" && entry.article.path.endsWith("sell"))
        .map(describeEntry),
    ).toEqual(["2026-11-23T12:00:02+01:00 /notice/game/vehicles/sell Nouvel article : la vente."]);
    // On the rulebook's own first day, the publication stays one entry for all its articles.
    const first = {
      ...library,
      articles: new Map([
        ...library.articles,
        ["/notice/game/vehicles/rent", { changes: [{ date: "2026-10-30", summary: "x" }] }],
      ]),
    };
    expect(collectChanges(first).map(describeEntry)).toContain(
      "2026-10-30T00:00:00+01:00 published rulebook (3)",
    );
  });

  it("filters by category, the rulebook's publication under each of its categories, and shows everything without one", () => {
    const entries = collectChanges(library);
    expect(filterChanges(entries, "justice").map(describeEntry)).toEqual([
      "2026-11-23T12:00:02+01:00 /notice/game/justice/penal Récidive.",
      "2026-11-23T09:30:00+01:00 /notice/game/justice/penal Classes.",
      "2026-11-02T12:00:00+01:00 /notice/game/justice/penal Amendes.",
      "2026-11-02T00:00:00+01:00 published /notice/game/justice/court",
      "2026-10-30T00:00:00+01:00 published rulebook (3)",
    ]);
    expect(filterChanges(entries, null)).toHaveLength(entries.length);
    expect(filterChanges(entries, "nothing")).toEqual([]);
  });

  it("groups entries by month, newest month first", () => {
    const months = groupByMonth(collectChanges(library));
    expect(months.map((month) => [month.month, month.entries.length])).toEqual([
      ["2026-11", 7],
      ["2026-10", 1],
    ]);
    expect(groupByMonth([])).toEqual([]);
  });
});
