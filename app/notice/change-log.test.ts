import { describe, expect, it } from "vitest";
import { collectChanges, filterChanges, groupByMonth } from "./change-log";
import type { NoticeTypeTree } from "./model";
import type { ArticleChange } from "./schema";

const summary = (category: string, key: string, title: string) => ({
  type: "game" as const,
  category,
  key,
  order: 1,
  title,
  description: "",
  path: `/notice/game/${category}/${key}`,
  updated: "",
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
        articles: [summary("vehicles", "rent", "Louer"), summary("vehicles", "repair", "Réparer")],
      },
      {
        type: "game",
        id: "justice",
        title: "Justice",
        image: "",
        description: "",
        path: "/notice/game/justice",
        articles: [summary("justice", "penal", "Code pénal")],
      },
    ],
  },
];

const changes: Record<string, ArticleChange[]> = {
  "/notice/game/vehicles/rent": [
    { date: "2026-10-30", summary: "Publication." },
    { date: "2026-11-23", summary: "Tableau déplacé.", anchor: "frais" },
  ],
  "/notice/game/vehicles/repair": [{ date: "2026-11-23", summary: "Tableau unique." }],
  "/notice/game/justice/penal": [
    { date: "2026-11-02", summary: "Publication." },
    { date: "2026-11-23", summary: "Classes." },
    { date: "2026-11-23", summary: "Récidive.", anchor: "recidive" },
  ],
};

const library = {
  types,
  articles: new Map(Object.entries(changes).map(([path, list]) => [path, { changes: list }])),
};

describe("the change log", () => {
  it("lists every entry newest first; a day's entries in reading order, an article's latest first", () => {
    const entries = collectChanges(library);
    expect(entries.map((entry) => `${entry.date} ${entry.path} ${entry.summary}`)).toEqual([
      "2026-11-23 /notice/game/vehicles/rent Tableau déplacé.",
      "2026-11-23 /notice/game/vehicles/repair Tableau unique.",
      "2026-11-23 /notice/game/justice/penal Récidive.",
      "2026-11-23 /notice/game/justice/penal Classes.",
      "2026-11-02 /notice/game/justice/penal Publication.",
      "2026-10-30 /notice/game/vehicles/rent Publication.",
    ]);
  });

  it("links the article, at the changed section when there is one, and gives stable ids", () => {
    const entries = collectChanges(library);
    expect(entries[0]).toMatchObject({
      href: "/notice/game/vehicles/rent#frais",
      categoryTitle: "Véhicules",
      articleTitle: "Louer",
      category: "vehicles",
    });
    expect(entries[1]!.href).toBe("/notice/game/vehicles/repair");
    expect(entries.filter((entry) => entry.path.endsWith("penal")).map((entry) => entry.id)).toEqual([
      "/notice/game/justice/penal/2026-11-23/2",
      "/notice/game/justice/penal/2026-11-23/1",
      "/notice/game/justice/penal/2026-11-02/1",
    ]);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });

  it("filters by category, and shows everything without one", () => {
    const entries = collectChanges(library);
    expect(filterChanges(entries, "justice").map((entry) => entry.summary)).toEqual([
      "Récidive.",
      "Classes.",
      "Publication.",
    ]);
    expect(filterChanges(entries, null)).toHaveLength(6);
    expect(filterChanges(entries, "nothing")).toEqual([]);
  });

  it("groups entries by month, newest month first", () => {
    const months = groupByMonth(collectChanges(library));
    expect(months.map((month) => [month.month, month.entries.length])).toEqual([
      ["2026-11", 5],
      ["2026-10", 1],
    ]);
    expect(groupByMonth([])).toEqual([]);
  });
});
