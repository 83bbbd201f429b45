import { describe, expect, it } from "vitest";
import { checkLinks, type LinkedArticle } from "./links.server";
import type { NoticeTypeTree } from "./model";

const article = (key: string, body: string, headings: string[] = []): LinkedArticle & { key: string } => ({
  key,
  path: `/notice/game/banking/${key}`,
  file: `content/notice/game/banking/${key}.md`,
  body,
  headings: headings.map((id) => ({ id })),
});

/** A category of two articles that link to each other, plus whatever `atm` says. */
function library(atmBody: string) {
  const articles = [
    article("public", "Voir [les distributeurs](/notice/game/banking/atm#retrait).", ["formules"]),
    article("atm", `Voir [la banque](/notice/game/banking/public#formules). ${atmBody}`, ["retrait"]),
  ];
  const types = [
    {
      id: "game",
      path: "/notice/game",
      categories: [
        {
          type: "game",
          id: "banking",
          title: "Banque",
          image: "",
          description: "",
          path: "/notice/game/banking",
          articles: articles.map(({ key, path }) => ({ key, path })),
        },
      ],
    },
  ] as unknown as NoticeTypeTree[];
  return {
    types,
    articles: new Map(articles.map((entry) => [entry.path, entry])),
    redirects: [{ from: "/notice/game/banking/cash", to: "/notice/game/banking/atm" }],
  };
}

const targets = {
  pages: ["/play", "/board"],
  mapLink: (params: URLSearchParams) =>
    (params.get("category") ?? "enterprise") === "parking" && params.get("poi") !== "1",
};

describe("the rulebook's links", () => {
  it("accepts links to articles, their sections, category sections, site pages, the map and images", () => {
    expect(() =>
      checkLinks(
        library(
          "[Jouer](/play), [parkings](/board?category=parking&poi=3004), [section](#retrait), " +
            "[catégorie](/notice/game/banking#atm-retrait), [notice](/notice), [historique](/notice/changes). " +
            "`[pas un lien](/nulle-part)`",
        ),
        targets,
      ),
    ).not.toThrow();
  });

  it.each([
    ["/notice/game/banking/nothing", /no page has the path \/notice\/game\/banking\/nothing/],
    [
      "/notice/game/banking/public#nulle-part",
      /the article \/notice\/game\/banking\/public has no section "nulle-part"/,
    ],
    ["#nulle-part", /the article \/notice\/game\/banking\/atm has no section "nulle-part"/],
    [
      "/notice/game/banking#nulle-part",
      /the category page \/notice\/game\/banking has no section "nulle-part"/,
    ],
    ["/board?category=parking&poi=1", /the map has no such category or point/],
    ["/play#section", /the page \/play has no sections to link to/],
    ["/notice/game/banking/cash", /is an old path: link to \/notice\/game\/banking\/atm instead/],
  ])("names the file and the link %s", (link, message) => {
    expect(() => checkLinks(library(`[ce lien](${link})`), targets)).toThrow(message);
    expect(() => checkLinks(library(`[ce lien](${link})`), targets)).toThrow(
      `content/notice/game/banking/atm.md: field "body": link (${link}): `,
    );
  });

  it("warns, naming the file, about an article that no other article links to", () => {
    const lonely = library("");
    lonely.articles.set(
      "/notice/game/banking/cash-loans",
      article("cash-loans", "Voir [la banque](/notice/game/banking/public)."),
    );
    const warnings = checkLinks(lonely, targets);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /cash-loans\.md: no other article links to \/notice\/game\/banking\/cash-loans/,
    );
  });

  it("warns about an article that says a thing is on the map without a link to the map", () => {
    const said = (text: string) => checkLinks(library(text), targets);
    expect(said("Les bureaux de poste sont indiqués sur la carte.")).toEqual([
      'content/notice/game/banking/atm.md: field "body": says "sur la carte" but has no link to the map: ' +
        "link the place (/board?poi=<id>) or the map (/board)",
    ]);
    expect(
      said("Repérez-les **sur la Carte** du jeu, ou [sur la carte](/notice/game/banking/public)."),
    ).toHaveLength(1);
    expect(said("Ils sont [sur la carte](/board?category=parking).")).toEqual([]);
    expect(said("Ils sont sur la carte : [le parking](/board?category=parking&poi=3004).")).toEqual([]);
    expect(said("Une carte grise, sur la cartographie.")).toEqual([]);
  });
});
