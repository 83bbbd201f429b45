import type { Heading, Root } from "mdast";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { HeadingIdError, headingId, remarkHeadingIds } from "./heading-ids";

function ids(markdown: string): string[] {
  const processor = unified().use(remarkParse).use(remarkHeadingIds);
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const found: string[] = [];
  visit(tree, "heading", (node: Heading) => void found.push(headingId(node)));
  return found;
}

describe("remarkHeadingIds", () => {
  it("gives each heading a slug of its text, or the id written after it", () => {
    expect(ids("## Points de compétence\n\n### Détail {#detail}")).toEqual([
      "points-de-competence",
      "detail",
    ]);
  });

  it("numbers repeated texts, and refuses an explicit id already taken, naming both headings", () => {
    expect(ids("## Exemple\n\n## Exemple")).toEqual(["exemple", "exemple-2"]);
    expect(() => ids("## Exemple\n\n## Autre {#exemple}")).toThrow(HeadingIdError);
    expect(() => ids("## Exemple\n\n## Autre {#exemple}")).toThrow(
      "le titre « Autre » a l'identifiant « exemple », déjà pris par le titre « Exemple »",
    );
  });

  it("takes the explicit id out of the heading's text", () => {
    const processor = unified().use(remarkParse).use(remarkHeadingIds);
    const tree = processor.runSync(processor.parse("## Le principe {#principe}")) as Root;
    const heading = tree.children[0] as Heading;
    expect(heading.children).toEqual([expect.objectContaining({ type: "text", value: "Le principe" })]);
  });
});
