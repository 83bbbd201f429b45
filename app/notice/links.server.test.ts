import { describe, expect, it } from "vitest";
import { checkLinks, siteLinkTargetsOf, type LinkedArticle } from "./links.server";
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
    articles: new Map<string, LinkedArticle>(articles.map((entry) => [entry.path, entry])),
    redirects: [{ from: "/notice/game/banking/cash", to: "/notice/game/banking/atm" }],
  };
}

const MAP_POINTS = { enterprise: [], parking: [{ id: 3004, name: "Parking" }] };
const check = (lib: ReturnType<typeof library>) => checkLinks(lib, siteLinkTargetsOf(lib, MAP_POINTS));

describe("the rulebook's links", () => {
  it("accepts links to articles, their sections, category sections, site pages, the map and images", () => {
    expect(() =>
      check(
        library(
          "[Jouer](/play), [parkings](/board?category=parking&poi=3004), [section](#retrait), " +
            "[catégorie](/notice/game/banking#atm-retrait), [notice](/notice), [historique](/notice/changes). " +
            "`[pas un lien](/nulle-part)`",
        ),
      ),
    ).not.toThrow();
  });

  it.each([
    ["/notice/game/banking/nothing", /aucune page du site n'a l'adresse \/notice\/game\/banking\/nothing/],
    ["#nulle-part", /l'article \/notice\/game\/banking\/atm n'a pas de section «\u00a0nulle-part\u00a0»/],
    [
      "/board?category=parking&poi=1",
      /la catégorie «\u00a0parking\u00a0» \(Parkings\) de la carte n'a pas de point 1/,
    ],
    ["/notice/game/banking/cash", /ancienne adresse de l'article : écrivez \/notice\/game\/banking\/atm/],
  ])("names the file, the field and the link %s, in French", (link, message) => {
    expect(() => check(library(`[ce lien](${link})`))).toThrow(message);
    expect(() => check(library(`[ce lien](${link})`))).toThrow(
      `content/notice/game/banking/atm.md : champ «\u00a0body\u00a0» : ligne 1 : le lien «\u00a0ce lien\u00a0» (${link}) : `,
    );
  });

  it("warns, naming the file, about an article that no other article links to", () => {
    const lonely = library("");
    lonely.articles.set(
      "/notice/game/banking/cash-loans",
      article("cash-loans", "Voir [la banque](/notice/game/banking/public)."),
    );
    const warnings = check(lonely);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /cash-loans\.md : aucun autre article ne fait de lien vers \/notice\/game\/banking\/cash-loans/,
    );
  });

  it("warns about an article that says a thing is on the map without a link to the map", () => {
    const said = (text: string) => check(library(text));
    expect(said("Les bureaux de poste sont indiqués sur la carte.")).toEqual([
      "content/notice/game/banking/atm.md : champ «\u00a0body\u00a0» : le texte dit « sur la carte » sans lien " +
        "vers la carte : faites un lien vers le lieu (/board?poi=<id>) ou vers la carte (/board)",
    ]);
    expect(
      said("Repérez-les **sur la Carte** du jeu, ou [sur la carte](/notice/game/banking/public)."),
    ).toHaveLength(1);
    expect(said("Ils sont [sur la carte](/board?category=parking).")).toEqual([]);
    expect(said("Ils sont sur la carte : [le parking](/board?category=parking&poi=3004).")).toEqual([]);
    expect(said("Une carte grise, sur la cartographie.")).toEqual([]);
  });
});
