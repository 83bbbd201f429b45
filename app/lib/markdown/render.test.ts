import { describe, expect, it } from "vitest";
import {
  HeadingIdError,
  extractHeadings,
  renderMarkdown,
  renderMarkdownTree,
  renderedHtml,
  type GlossaryTerm,
} from "./render";
import { imageSizeFromFiles } from "./image-size.server";

const glossary: GlossaryTerm[] = [
  { term: "RP", id: "rp", definition: "Jeu de rôle.", href: "/notice/game/preamble/notion#rp" },
  {
    term: "Fear RP",
    id: "fear-rp",
    definition: "Avoir peur pour sa vie.",
    href: "/notice/game/preamble/notion#fear-rp",
  },
  {
    term: "No fear RP",
    id: "no-fear-rp",
    definition: "Ignorer une menace réelle.",
    href: "/notice/game/preamble/notion#no-fear-rp",
  },
  {
    term: "Metagaming",
    id: "metagaming",
    definition: "Utiliser en jeu une information HRP.",
    href: "/notice/game/preamble/notion#metagaming",
  },
];

// Each plugin is tested alone in plugins/; here, the pipeline they make together.
describe("renderMarkdown", () => {
  it("gives headings slug ids, explicit ids and anchors, and lists them for the table of contents", async () => {
    const { html, headings } = await renderMarkdown(
      "## Points de compétence\n\nTexte.\n\n### Détail {#detail}\n\nPlus.",
    );
    expect(headings).toEqual([
      { depth: 2, text: "Points de compétence", id: "points-de-competence" },
      { depth: 3, text: "Détail", id: "detail" },
    ]);
    expect(html).toContain(
      '<h2 id="points-de-competence" aria-labelledby="points-de-competence--text"><span id="points-de-competence--text">Points de compétence</span><a href="#points-de-competence" class="heading-anchor" data-copy-link="points-de-competence" aria-labelledby="heading-control-copy-link points-de-competence--text">',
    );
    expect(html).toContain(
      '<h3 id="detail" aria-labelledby="detail--text"><span id="detail--text">Détail</span><a href="#detail"',
    );
  });

  it("marks the first mention of each glossary term only, longest term first, never in headings", async () => {
    const { html } = await renderMarkdown(
      "## Le metagaming\n\nLe metagaming est interdit. Le fear RP aussi, et le metagaming encore. Du RP !",
      { glossary },
    );
    expect(html.match(/class="glossary__term"/g)).toHaveLength(3);
    expect(html).toContain(
      '<h2 id="le-metagaming" aria-labelledby="le-metagaming--text"><span id="le-metagaming--text">Le metagaming</span><a',
    );
    expect(html).toContain(
      'href="/notice/game/preamble/notion#fear-rp" class="glossary__term" aria-describedby="tip-fear-rp">fear RP</a>',
    );
    expect(html).toContain(
      '<span role="tooltip" id="tip-metagaming" class="glossary__tip">Utiliser en jeu une information HRP.</span>',
    );
    expect(html).toContain("et le metagaming encore");
  });

  it("collects section texts for search", async () => {
    const { sections } = await renderMarkdown("Intro.\n\n## Amendes\n\nLes amendes sont lourdes.");
    expect(sections).toEqual([
      { id: "", heading: "", text: "Intro." },
      { id: "amendes", heading: "Amendes", text: "Les amendes sont lourdes." },
    ]);
  });

  it("makes images lazy and zoomable, sized from their files by the build's reader", async () => {
    const { html } = await renderMarkdown("![Schéma](/img/notice/diagrams/court-process.webp)", {
      readImageSize: imageSizeFromFiles(),
    });
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('<a href="/img/notice/diagrams/court-process.webp" class="zoomable-link"><img');
    // Dimensions come from the file itself, so the page does not shift when the image arrives.
    expect(html).toMatch(/width="\d+" height="\d+"/);
  });

  it("prefixes explicit ids like the others on pages that show several articles", async () => {
    const { headings } = await renderMarkdown("## Le principe {#principe}\n\n## Détail", {
      idPrefix: "ability-",
    });
    expect(headings.map((heading) => heading.id)).toEqual(["ability-principe", "ability-detail"]);
  });

  it("refuses two headings with the same id, naming both", async () => {
    await expect(renderMarkdown("## Un {#x}\n\n## Deux {#x}")).rejects.toThrow(HeadingIdError);
    expect(() => extractHeadings("## Exemple\n\n## Autre {#exemple}")).toThrow(
      "le titre « Autre » a l'identifiant « exemple », déjà pris par le titre « Exemple »",
    );
    expect(extractHeadings("# Titre\n\n## Exemple\n\n## Exemple")).toEqual([
      { depth: 1, text: "Titre", id: "titre" },
      { depth: 2, text: "Exemple", id: "exemple" },
      { depth: 2, text: "Exemple", id: "exemple-2" },
    ]);
  });

  it("adds a copy-citation button after the copy-link anchor when asked, outside the heading's text", async () => {
    const { html, headings } = await renderMarkdown("## Le principe {#principe}\n\nTexte.", {
      citations: true,
    });
    expect(html).toMatch(
      /<h2 id="principe" aria-labelledby="principe--text"><span id="principe--text">Le principe<\/span><a href="#principe" class="heading-anchor" data-copy-link="principe" aria-labelledby="heading-control-copy-link principe--text">#<\/a><button type="button" class="heading-cite" data-copy-citation="principe" aria-labelledby="heading-control-copy-citation principe--text"><\/button><\/h2>/,
    );
    expect(headings).toEqual([{ depth: 2, text: "Le principe", id: "principe" }]);
    expect((await renderMarkdown("## Titre")).html).not.toContain("data-copy-citation");
  });

  it("makes a category page's prefixed copy from the same rendering: ids and every reference to them", async () => {
    const rendered = await renderMarkdownTree("## Le principe {#principe}\n\nLe RP avant tout.", {
      glossary,
      citations: true,
    });
    const own = renderedHtml(rendered);
    const shared = renderedHtml(rendered, "ability-");
    expect(own.headings).toEqual([{ depth: 2, text: "Le principe", id: "principe" }]);
    expect(shared.headings).toEqual([{ depth: 2, text: "Le principe", id: "ability-principe" }]);
    expect(shared.html).toContain(
      '<h2 id="ability-principe" aria-labelledby="ability-principe--text"><span id="ability-principe--text">',
    );
    expect(shared.html).toContain('href="#ability-principe"');
    expect(shared.html).toContain('data-copy-link="ability-principe"');
    expect(shared.html).toContain('data-copy-citation="ability-principe"');
    // The labels are the page's, shared by every article: they keep their ids.
    expect(shared.html).toContain('aria-labelledby="heading-control-copy-link ability-principe--text"');
    expect(shared.html).toContain('id="ability-tip-rp"');
    expect(shared.html).toContain('aria-describedby="ability-tip-rp"');
    // The glossary link points at another page: untouched.
    expect(shared.html).toContain('href="/notice/game/preamble/notion#rp"');
    // The rendering itself is left as it was for the article's own page.
    expect(renderedHtml(rendered).html).toBe(own.html);
  });

  it("does not take the community's name for a mention of a term, and keeps tooltips out of search texts", async () => {
    const { html, sections } = await renderMarkdown(
      "Bienvenue sur **Brumes RP**. Ici, le RP se joue à plusieurs.",
      {
        glossary,
      },
    );
    expect(html).toContain("<strong>Brumes RP</strong>");
    expect(html).toMatch(/le <span class="glossary"><a[^>]*>RP<\/a>/);
    expect(sections[0]?.text).toBe("Bienvenue sur Brumes RP. Ici, le RP se joue à plusieurs.");
  });
});
