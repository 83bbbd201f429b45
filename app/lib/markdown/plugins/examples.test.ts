import rehypeStringify from "rehype-stringify";
import remarkDirective from "remark-directive";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { renderMarkdownTree, renderedHtml } from "../render";
import { ExampleSyntaxError, exampleHandlers, fillExampleKinds, remarkExamples } from "./examples";

async function render(markdown: string) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkDirective)
    .use(remarkExamples)
    .use(remarkRehype, { handlers: exampleHandlers })
    .use(rehypeStringify);
  return String(await processor.process(markdown));
}

/** The error a text gets, or undefined when it renders. */
async function errorOf(markdown: string): Promise<ExampleSyntaxError | undefined> {
  try {
    await render(markdown);
    return undefined;
  } catch (error) {
    if (error instanceof ExampleSyntaxError) return error;
    throw error;
  }
}

const PAIR = ":::bon\nVous levez les mains.\n:::\n\n:::mauvais[Au garage]\nVous insultez le *braqueur*.\n:::";

describe("remarkExamples", () => {
  it("shows adjacent good and bad blocks as one group of two captioned figures, the label after the kind", async () => {
    const html = await render(`Une règle.\n\n${PAIR}\n\nLa suite.`);
    expect(html.replace(/\n/g, "")).toBe(
      "<p>Une règle.</p>" +
        '<div class="examples">' +
        '<figure class="example example--good"><figcaption class="example__caption">' +
        '<span class="example__kind" data-example-kind="good"></span></figcaption>' +
        "<p>Vous levez les mains.</p></figure>" +
        '<figure class="example example--bad"><figcaption class="example__caption">' +
        '<span class="example__kind" data-example-kind="bad"></span><span class="example__title">Au garage</span>' +
        "</figcaption><p>Vous insultez le <em>braqueur</em>.</p></figure>" +
        "</div>" +
        "<p>La suite.</p>",
    );
  });

  it("pairs a good example with the bad one right after it; any other example stands alone", async () => {
    const groups = async (markdown: string) =>
      [...(await render(markdown)).matchAll(/<div class="examples">([\s\S]*?)<\/div>/g)].map((group) =>
        [...group[1]!.matchAll(/example--(good|bad)/g)].map((kind) => kind[1]),
      );
    expect(await groups(`${PAIR}\n\n${PAIR}`)).toEqual([
      ["good", "bad"],
      ["good", "bad"],
    ]);
    expect(await groups(":::mauvais\nUn.\n:::\n\n:::bon\nDeux.\n:::")).toEqual([["bad"], ["good"]]);
    expect(await groups(":::bon\nUn.\n:::\n\nEntre les deux.\n\n:::mauvais\nDeux.\n:::")).toEqual([
      ["good"],
      ["bad"],
    ]);
  });

  it("keeps a scene of several paragraphs, lists and links in its figure", async () => {
    const html = await render(":::bon\nUn.\n\n- deux ;\n- [trois](/notice).\n:::");
    expect(html).toMatch(
      /<figure class="example example--good">[\s\S]*<p>Un\.<\/p>[\s\S]*<ul>[\s\S]*<a href="\/notice">trois<\/a>[\s\S]*<\/figure>/,
    );
  });

  it("gives back a colon before a word in the text (alt:V), which is not a directive", async () => {
    expect(await render("Le client alt:V, puis :::bon sur une ligne.")).toBe(
      "<p>Le client alt:V, puis :::bon sur une ligne.</p>",
    );
    expect(await render(":::bon\nLancez alt:V.\n:::")).toContain("<p>Lancez alt:V.</p>");
  });

  it("refuses an unknown block, naming its line and the blocks that exist", async () => {
    const error = await errorOf("Texte.\n\n:::exemple{bon}\nUne scène.\n:::");
    expect(error?.line).toBe(3);
    expect(error?.message).toBe(
      'line 3: unknown block ":::exemple" (the examples are ":::bon" and ":::mauvais")',
    );
    // Staff read it in the editor's preview, in French.
    expect(error?.french).toBe(
      "ligne 3 : bloc inconnu « :::exemple » (les exemples s'écrivent « :::bon » et « :::mauvais »).",
    );
    expect((await errorOf("Texte.\n\n::bon\n"))?.message).toMatch(/^line 3: unknown block "::bon"/);
  });

  it("refuses an unclosed block, naming the line where it opens", async () => {
    const error = await errorOf("Texte.\n\n:::bon\nUne scène.\n\nLa suite de l'article.");
    expect(error?.line).toBe(3);
    expect(error?.reason).toBe('the block ":::bon" is not closed: end its scene with a line ":::"');
    // A forgotten fence before the next block: the first one is reported.
    expect((await errorOf(":::bon\nUn.\n\n:::mauvais\nDeux.\n:::"))?.line).toBe(1);
  });

  it("refuses a block inside a block, a heading inside a block, an empty block and attributes", async () => {
    expect((await errorOf("::::bon\nUn.\n\n:::mauvais\nDeux.\n:::\n::::"))?.line).toBe(4);
    expect((await errorOf(":::bon\n## Titre\n\nUn.\n:::"))?.reason).toMatch(
      /^a heading inside the block ":::bon"/,
    );
    expect((await errorOf(":::bon[Seul le titre]\n:::"))?.reason).toMatch(/has no text/);
    expect((await errorOf(":::bon{.vert}\nUn.\n:::"))?.reason).toMatch(/has attributes in braces/);
    expect((await errorOf("Texte :note[un] ici."))?.reason).toMatch(/reads as a directive/);
  });
});

describe("fillExampleKinds", () => {
  it("names each kind in the page's language, with that language's attributes, and only empty kinds", async () => {
    const html = await render(PAIR);
    const french = fillExampleKinds(html, { good: "À faire", bad: "À éviter" });
    expect(french).toContain('<span class="example__kind" data-example-kind="good">À faire</span>');
    expect(french).toContain('<span class="example__kind" data-example-kind="bad">À éviter</span>');
    const arabic = fillExampleKinds(html, { good: "افعل", bad: "تجنّب", lang: "ar", dir: "rtl" });
    expect(arabic).toContain(
      '<span class="example__kind" data-example-kind="good" lang="ar" dir="rtl">افعل</span>',
    );
    expect(fillExampleKinds(french, { good: "Do", bad: "Avoid", lang: "en" })).toBe(french);
    expect(fillExampleKinds(html, { good: "<Do>", bad: "A & B" })).toContain(">&lt;Do&gt;</span>");
  });
});

describe("examples in the site's renderer", () => {
  it("leave the headings' ids alone, and take the prefix of a category page with the rest", async () => {
    const rendered = await renderMarkdownTree(`## La règle {#regle}\n\n${PAIR}\n\n## Ensuite`, {
      citations: true,
    });
    expect(rendered.headings.map((heading) => heading.id)).toEqual(["regle", "ensuite"]);
    const { html } = renderedHtml(rendered, "rent-");
    expect(html).toContain('<h2 id="rent-regle"');
    expect(html).toContain('<h2 id="rent-ensuite"');
    expect(html).toContain('<figure class="example example--bad">');
  });

  it("are searched with the section they illustrate: the label and the scenes, word apart from word", async () => {
    const { sections } = await renderMarkdownTree(
      `## La règle {#regle}\n\nLe principe.\n\n${PAIR}\n\n## Ensuite\n\nFin.`,
    );
    expect(sections).toEqual([
      {
        id: "regle",
        heading: "La règle",
        text: "Le principe. Vous levez les mains. Au garage Vous insultez le braqueur.",
      },
      { id: "ensuite", heading: "Ensuite", text: "Fin." },
    ]);
  });

  it("are set in French typography and glossary marks like the rest of the text", async () => {
    const { tree } = await renderMarkdownTree(":::mauvais\nVous faites du metagaming : non !\n:::", {
      glossary: [
        {
          term: "metagaming",
          id: "metagaming",
          definition: "Info HRP.",
          href: "/notice/game/preamble/notion#metagaming",
        },
      ],
    });
    const { html } = renderedHtml({ tree, headings: [], sections: [] });
    expect(html).toContain('class="glossary__term"');
    expect(html).toContain("metagaming</a>");
    expect(html).toMatch(/\u202f:|\u00a0:/);
  });
});
