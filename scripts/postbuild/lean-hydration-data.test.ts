import { describe, expect, it } from "vitest";
import { carriesArticleHtml, dropDuplicatedHtml } from "./lean-hydration-data";

const ARTICLE_HTML = '<p>Un <strong>point</strong> & un "mot".</p>';

/** A page as React Router writes it: the markup, then the loader data as a turbo-stream in a script. */
function page(bodyHtml: string, dataHtml: string) {
  const stream = `${JSON.stringify(["routes/notice/article.fr", { _2: 3, _4: 5 }, "title", "Points", "html", dataHtml])}\n`;
  const literal = JSON.stringify(stream)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026");
  return `<main><div class="article-body">${bodyHtml}</div></main><script>window.__reactRouterContext.streamController.enqueue(${literal});</script>`;
}

/** The loader data the page's script hands to React Router. */
function dataOf(html: string): unknown[] {
  const literal = /enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html)![1]!;
  return JSON.parse((JSON.parse(literal) as string).split("\n")[0]!) as unknown[];
}

describe("dropDuplicatedHtml", () => {
  it("empties the article HTML of the hydration data when the page holds the same markup", () => {
    const lean = dropDuplicatedHtml(page(ARTICLE_HTML, ARTICLE_HTML));
    expect(dataOf(lean)).toEqual([
      "routes/notice/article.fr",
      { _2: 3, _4: 5 },
      "title",
      "Points",
      "html",
      "",
    ]);
    expect(lean).toContain(`<div class="article-body">${ARTICLE_HTML}</div>`);
    // Still safe inside a script: nothing that could end it.
    expect(/<script>window[^]*?<\/script>/.exec(lean)![0].slice(8, -9)).not.toMatch(/<|>|&/);
  });

  it("fails when the data's HTML is not the page's: emptying it would lose markup", () => {
    expect(() => dropDuplicatedHtml(page(ARTICLE_HTML, "<p>Autre chose.</p>"))).toThrow(
      /no "html" field .* holds markup/,
    );
  });

  it("fails when the data has no html field or the page no hydration data", () => {
    const home =
      '<main>Accueil</main><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",{}]\\n");</script>';
    expect(() => dropDuplicatedHtml(home)).toThrow(/has no "html" field/);
    expect(() => dropDuplicatedHtml("<main>Accueil</main>")).toThrow(/no hydration data/);
  });
});

describe("the pages that carry article HTML", () => {
  it("are the rulebook's categories and articles and the terms, in every language", () => {
    for (const page of [
      "/notice/game/justice.html",
      "/notice/game/justice/court.html",
      "/ar/notice/technical/repair/altv.html",
      "/cgu.html",
      "/de/cgu.html",
    ])
      expect(carriesArticleHtml(page), page).toBe(true);
    for (const page of [
      "/index.html",
      "/notice.html",
      "/notice/game.html",
      "/notice/changes.html",
      "/en/board.html",
    ])
      expect(carriesArticleHtml(page), page).toBe(false);
  });
});
