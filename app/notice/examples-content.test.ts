import type { Element, Root } from "hast";
import { describe, expect, it } from "vitest";
import { GLOSSARY_ARTICLE, loadNoticeLibrary, renderedArticle } from "./content.server";
import { articlePath } from "./model";

type Kind = "good" | "bad";

/** The kinds of each group of examples of a rendered text, by the id of the section that holds it. */
function examplesBySection(tree: Root): Map<string, Set<Kind>[]> {
  const sections = new Map<string, Set<Kind>[]>();
  let section = "";
  for (const node of tree.children) {
    if (node.type !== "element") continue;
    if ((node.tagName === "h2" || node.tagName === "h3") && typeof node.properties.id === "string") {
      section = node.properties.id;
      continue;
    }
    if (!(node.properties.className as string[] | undefined)?.includes("examples")) continue;
    const kinds = new Set<Kind>();
    for (const figure of node.children as Element[]) {
      const className = (figure.properties?.className as string[] | undefined) ?? [];
      if (className.includes("example--good")) kinds.add("good");
      if (className.includes("example--bad")) kinds.add("bad");
    }
    sections.set(section, [...(sections.get(section) ?? []), kinds]);
  }
  return sections;
}

const isPair = (kinds: Set<Kind>) => kinds.has("good") && kinds.has("bad");

describe("the rulebook's worked examples", () => {
  it("give every glossary term a pair: what to do and what to avoid", async () => {
    const { glossary } = await loadNoticeLibrary();
    const notion = await renderedArticle(
      articlePath(GLOSSARY_ARTICLE.type, GLOSSARY_ARTICLE.category, GLOSSARY_ARTICLE.key),
    );
    const sections = examplesBySection(notion!.tree);
    const withoutPair = glossary
      .filter((term) => !(sections.get(term.id) ?? []).some(isPair))
      .map((term) => term.term);
    expect(glossary.length).toBeGreaterThan(0);
    expect(withoutPair).toEqual([]);
  });

  it("give every category of the game rulebook at least one pair", async () => {
    const library = await loadNoticeLibrary();
    const game = library.types.find((type) => type.id === "game")!;
    const withoutPair: string[] = [];
    for (const category of game.categories) {
      let found = false;
      for (const article of category.articles) {
        const rendered = await renderedArticle(article.path);
        if ([...examplesBySection(rendered!.tree).values()].flat().some(isPair)) found = true;
      }
      if (!found) withoutPair.push(category.path);
    }
    expect(withoutPair).toEqual([]);
  });
});
