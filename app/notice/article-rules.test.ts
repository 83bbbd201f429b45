import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { articleBodyProblem, articleBodyProblems, type ArticleContext } from "./article-rules";
import { readSiteLinkTargets } from "./links.server";

/** The fixture site's rulebook (test/fixtures/site): an article of its « map » category, being written. */
let context: ArticleContext;
beforeAll(async () => {
  const targets = await readSiteLinkTargets(path.resolve("test/fixtures/site"));
  context = {
    path: "/notice/game/map/new-article",
    targets: {
      ...targets,
      categories: {
        ...targets.categories,
        "/notice/game/map": { title: "Carte", articles: ["places", "new-article"] },
      },
    },
    imageExists: (sitePath) => sitePath === "/img/notice/map.webp",
  };
});

describe("the text of an article, as the build and the editor check it", () => {
  it("is taken with its own sections, links to other pages and the map, and images that exist", () => {
    const body =
      "Voir [les parkings](/notice/game/map/places#parkings), [ma section](#regles) et [le quai](/board?category=parking&poi=3).\n\n" +
      "![La carte](/img/notice/map.webp)\n\n## Les règles {#regles}\n\nTexte.\n";
    expect(articleBodyProblem(body, context)).toBeUndefined();
  });

  it.each([
    ["an empty text", "  \n", "l'article n'a pas de texte"],
    ["a level-1 heading", "# Titre\n\nTexte.", "le titre « Titre » est de niveau 1"],
    [
      "a section title with no words, its id alone",
      "Texte.\n\n## {#apres}\n\nSuite.",
      "un titre de section n'a pas de texte (« ## {#apres} »)",
    ],
    [
      "two headings with one id",
      "## A {#x}\n\n## B {#x}\n",
      "le titre « B » a l'identifiant « x », déjà pris",
    ],
    [
      "a missing image",
      "![Plan](/img/notice/plan.webp)",
      "l'image /img/notice/plan.webp n'est pas sur le site (aucun fichier public/img/notice/plan.webp)",
    ],
    [
      "a link to no page",
      "Texte.\n\n[Ici](/notice/game/map/nulle-part)",
      // Named by its words, which staff find in the text (the editor shows no line numbers).
      "le lien «\u00a0Ici\u00a0» (/notice/game/map/nulle-part) : aucune page",
    ],
    [
      "a section of its own that is not there",
      "[Ici](#nulle-part)",
      "le lien «\u00a0Ici\u00a0» (#nulle-part) : l'article /notice/game/map/new-article n'a pas de section",
    ],
    ["a point that is not on the map", "[Ici](/board?category=parking&poi=99)", "n'a pas de point 99"],
  ])("refuses %s, in French", (_, body, message) => {
    expect(articleBodyProblem(body, context)).toContain(message);
  });

  it("names every problem at once, so that one save shows all there is to fix", () => {
    const body =
      "Texte.\n\n:::bon\nUne scène.\n\n![Plan](/img/notice/plan.webp)\n\n[Ici](/notice/game/map/nulle-part) et [là](#plus-loin)\n";
    const problems = articleBodyProblems(body, context);
    expect(problems).toHaveLength(3);
    // The line by its number and its words: the editor shows no line numbers.
    expect(problems[0]).toMatch(/^ligne 3 \(«\u00a0:::bon\u00a0»\) : /);
    expect(problems[1]).toContain("l'image /img/notice/plan.webp n'est pas sur le site");
    // Its own sections do not read while a block is open: only the link to another page is named.
    expect(problems[2]).toContain("(/notice/game/map/nulle-part)");
    expect(problems[2]).not.toContain("#plus-loin");
  });

  it("refuses an id its category page already shows for a sibling", () => {
    // « places » shows its heading « parkings » as places-parkings: an article keyed « places-parkings » clashes.
    const clash = { ...context, path: "/notice/game/map/places-parkings" };
    clash.targets = {
      ...context.targets,
      categories: { "/notice/game/map": { title: "Carte", articles: ["places", "places-parkings"] } },
    };
    expect(articleBodyProblem("Texte.", clash)).toContain(
      "le titre de l'article a l'identifiant « places-parkings » sur la page de catégorie /notice/game/map",
    );
  });
});
