import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readSiteLinkTargets } from "./links.server";
import { siteLinkProblem, type SiteLinkTargets } from "./site-links";

/** The fixture site's rulebook and map (test/fixtures/site), read as the build reads the real one. */
const FIXTURE = path.resolve("test/fixtures/site");
let targets: SiteLinkTargets;
beforeAll(async () => {
  targets = await readSiteLinkTargets(FIXTURE);
});

describe("the one rule of a link to the site", () => {
  it.each([
    ["an article", "/notice/game/map/places"],
    ["an article's section", "/notice/game/preamble/notion#rp"],
    ["a section of the page itself", "#parkings"],
    ["a category page", "/notice/game/map"],
    ["a category page's article section", "/notice/game/map#places-parkings"],
    ["the rulebook's home, change log and a type", "/notice/changes"],
    ["a page of the site", "/play"],
    ["a page with a trailing slash", "/notice/game/map/places/"],
    ["the map's default category", "/board?poi=1"],
    ["a point of another category", "/board?category=parking&poi=10"],
    ["a whole category of the map", "/board?category=illegal"],
    ["a file", "/img/notice/map.webp"],
    ["another site", "https://example.org/notice/nowhere"],
  ])("leads somewhere: %s (%s)", (_, href) => {
    expect(siteLinkProblem(href, targets, "/notice/game/map/places")).toBeUndefined();
  });

  it.each([
    ["/notice/game/map/nulle-part", "aucune page du site n'a l'adresse /notice/game/map/nulle-part"],
    [
      "/notice/game/preamble/notion#nulle-part",
      "l'article /notice/game/preamble/notion n'a pas de section «\u00a0nulle-part\u00a0» (ses sections : «\u00a0Glossaire\u00a0», «\u00a0RP\u00a0»)",
    ],
    [
      "#nulle-part",
      "l'article /notice/game/map/places n'a pas de section «\u00a0nulle-part\u00a0» (ses sections : «\u00a0Les parkings\u00a0»)",
    ],
    [
      "/notice/game/map#nulle-part",
      "la page de catégorie /notice/game/map n'a pas de section «\u00a0nulle-part\u00a0»",
    ],
    ["/play#section", "la page /play n'a pas de sections vers lesquelles faire un lien"],
    ["/board?category=bateaux", "la carte n'a pas de catégorie «\u00a0bateaux\u00a0»"],
    [
      "/board?category=parking&poi=99",
      "la catégorie «\u00a0parking\u00a0» (Parkings) de la carte n'a pas de point 99",
    ],
    [
      "/board?poi=3",
      "la catégorie «\u00a0enterprise\u00a0» (Entreprises) de la carte n'a pas de point 3 : ce point est dans la catégorie «\u00a0parking\u00a0», écrivez /board?category=parking&poi=3",
    ],
  ])("says in French why %s leads nowhere", (href, message) => {
    expect(siteLinkProblem(href, targets, "/notice/game/map/places")).toContain(message);
  });

  it("sends an old path to the article's new one", () => {
    const moved = { ...targets, redirects: { "/notice/game/map/lieux": "/notice/game/map/places" } };
    expect(siteLinkProblem("/notice/game/map/lieux", moved)).toBe(
      "/notice/game/map/lieux est une ancienne adresse de l'article : écrivez /notice/game/map/places",
    );
  });

  it("is the rule the build checks the articles with", async () => {
    // Every link of the fixture's articles leads somewhere: the library was read without error.
    expect(Object.keys(targets.articles)).toContain("/notice/game/map/places");
    expect(targets.mapPoints.parking?.map((point) => point.id)).toEqual([3, 10]);
  });
});
