import { describe, expect, it } from "vitest";
import { dropDuplicatedHtml, isRulebookPage } from "./lean-hydration-data";

const ARTICLE_HTML = '<p>Un <strong>point</strong> & un "mot".</p>';

/** A page as React Router writes it: the markup, then the loader data as a turbo-stream in a script. */
function page(bodyHtml: string, dataHtml: string) {
  const stream = `${JSON.stringify(["routes/notice/article.fr", { _2: 3, _4: 5 }, "title", "Points", "html", dataHtml])}\n`;
  const literal = JSON.stringify(stream).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
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
    expect(dataOf(lean)).toEqual(["routes/notice/article.fr", { _2: 3, _4: 5 }, "title", "Points", "html", ""]);
    expect(lean).toContain(`<div class="article-body">${ARTICLE_HTML}</div>`);
    // Still safe inside a script: nothing that could end it.
    expect(/<script>window[^]*?<\/script>/.exec(lean)![0].slice(8, -9)).not.toMatch(/<|>|&/);
  });

  it("keeps HTML that the page does not hold", () => {
    const other = page(ARTICLE_HTML, "<p>Autre chose.</p>");
    expect(dropDuplicatedHtml(other)).toBe(other);
  });

  it("leaves pages without rulebook data as they are", () => {
    const home = '<main>Accueil</main><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",{}]\\n");</script>';
    expect(dropDuplicatedHtml(home)).toBe(home);
  });
});

describe("isRulebookPage", () => {
  it("takes the rulebook's pages in every language, and nothing else", () => {
    expect(["/notice/game.html", "/ar/notice/game/justice/penal.html"].map(isRulebookPage)).toEqual([true, true]);
    expect(["/notice.html", "/cgu.html", "/en/board.html", "/index.html"].map(isRulebookPage)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
