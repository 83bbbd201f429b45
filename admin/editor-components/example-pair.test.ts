import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/lib/markdown/render";
import { loadNoticeLibrary } from "~/notice/content.server";
import {
  EXAMPLE_PAIR_PATTERN,
  examplePairFromBlock,
  examplePairToBlock,
  type ExamplePairData,
} from "./example-pair";

/** What Decap does with a block of the text in rich text mode: the form's data, then the Markdown again. */
function readBack(markdown: string): { data: ExamplePairData; written: string; matched: string } | undefined {
  const match = EXAMPLE_PAIR_PATTERN.exec(markdown);
  if (!match) return undefined;
  const data = examplePairFromBlock(match);
  return { data, written: examplePairToBlock(data), matched: match[0] };
}

describe("the editor's example pair", () => {
  it("writes a pair from its form, and reads the same form back from what it wrote", () => {
    const data = {
      bonTitre: "Au garage",
      bon: "Vous payez.\n\nPuis vous partez.",
      mauvaisTitre: "",
      mauvais: "Vous filez.",
    };
    const markdown = examplePairToBlock(data);
    expect(markdown).toBe(
      ":::bon[Au garage]\nVous payez.\n\nPuis vous partez.\n:::\n\n:::mauvais\nVous filez.\n:::",
    );
    expect(readBack(`${markdown}\n\nLa suite.`)).toEqual({ data, written: markdown, matched: markdown });
  });

  it("reads a good or a bad example alone, and writes only the halves that have a scene", () => {
    expect(readBack(":::mauvais[Seul]\nNon.\n:::")?.data).toEqual({ mauvais: "Non.", mauvaisTitre: "Seul" });
    expect(readBack(":::bon\nOui.\n:::\n\nUn paragraphe.")?.data).toEqual({ bon: "Oui.", bonTitre: "" });
    expect(examplePairToBlock({ bon: "  ", mauvais: "Non." })).toBe(":::mauvais\nNon.\n:::");
    expect(examplePairToBlock({})).toBe("");
  });

  it("keeps a label on one line without brackets, so that the block reads back as an example", async () => {
    const markdown = examplePairToBlock({ bonTitre: "Au [vieux]\ngarage", bon: "Oui." });
    expect(markdown).toBe(":::bon[Au vieux garage]\nOui.\n:::");
    expect(readBack(markdown)?.written).toBe(markdown);
    const { html } = await renderMarkdown(markdown);
    expect(html).toContain('<span class="example__title">Au vieux garage</span>');
  });

  it("does not take a block that is not an example, nor one left open", () => {
    expect(readBack(":::bon\nJamais fermé.\n\nLa suite.")).toBeUndefined();
    expect(readBack("Un paragraphe.\n\n:::bon\nOui.\n:::")).toBeUndefined();
    expect(readBack(":::exemple\nOui.\n:::")).toBeUndefined();
  });

  it("reads back every example of the rulebook exactly as written, so that the rich text mode keeps them", async () => {
    const library = await loadNoticeLibrary();
    let blocks = 0;
    for (const article of library.articles.values()) {
      const lines = article.body.split("\n");
      let offset = 0;
      let coveredUntil = 0;
      for (const line of lines) {
        if (/^:::(bon|mauvais)\b/.test(line) && offset >= coveredUntil) {
          const back = readBack(article.body.slice(offset));
          expect(back, `${article.file}: "${line}"`).toBeDefined();
          expect(back!.written, article.file).toBe(back!.matched);
          coveredUntil = offset + back!.matched.length;
          blocks += back!.matched.match(/^:::(bon|mauvais)/gm)!.length;
        }
        offset += line.length + 1;
      }
    }
    // The rulebook has examples (the notions and every category have pairs).
    expect(blocks).toBeGreaterThan(0);
  });
});
