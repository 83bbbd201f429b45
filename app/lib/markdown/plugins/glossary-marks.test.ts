import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { rehypeGlossaryMarks, type GlossaryOptions, type GlossaryTerm } from "./glossary-marks";

const term = (name: string, id: string, definition: string): GlossaryTerm => ({
  term: name,
  id,
  definition,
  href: `/glossaire#${id}`,
});
const TERMS = [
  term("RP", "rp", "Jeu de rôle."),
  term("Fear RP", "fear-rp", "Avoir peur pour sa vie."),
  term("No fear RP", "no-fear-rp", "Ignorer une menace réelle."),
  term("Metagaming", "metagaming", "Utiliser en jeu une information HRP."),
];

async function marked(markdown: string, options: Partial<GlossaryOptions> = {}) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeGlossaryMarks, { terms: TERMS, ...options })
    .use(rehypeStringify);
  return String(await processor.process(markdown));
}

describe("rehypeGlossaryMarks", () => {
  it("marks the first mention of each term only, longest term first, never in headings", async () => {
    const html = await marked(
      "## Le metagaming\n\nLe metagaming est interdit. Le fear RP aussi, et le metagaming encore.",
    );
    expect(html.match(/class="glossary__term"/g)).toHaveLength(2);
    expect(html).toContain("<h2>Le metagaming</h2>");
    expect(html).toContain(
      '<a href="/glossaire#fear-rp" class="glossary__term" aria-describedby="tip-fear-rp">fear RP</a>',
    );
    expect(html).toContain(
      '<span role="tooltip" id="tip-metagaming" class="glossary__tip">Utiliser en jeu une information HRP.</span>',
    );
    expect(html).toContain("et le metagaming encore");
  });

  it("does not mark a term inside a longer word, and matches one whose words are joined by non-breaking spaces", async () => {
    expect(await marked("Un HRPG et un sRP.")).not.toContain("glossary__term");
    expect(await marked("Pas de no\u00a0fear\u202fRP : jamais.")).toContain(
      'aria-describedby="tip-no-fear-rp">no\u00a0fear\u202fRP</a>',
    );
  });

  it("never marks a term inside another term's tooltip", async () => {
    const terms = TERMS.map((entry) =>
      entry.id === "no-fear-rp" ? { ...entry, definition: "Le contraire du fear RP." } : entry,
    );
    const html = await marked("Du no fear RP, puis du fear RP.", { terms });
    expect(html).toContain(
      '<span role="tooltip" id="tip-no-fear-rp" class="glossary__tip">Le contraire du fear RP.</span>',
    );
    expect(html).toMatch(/puis du <span class="glossary"><a[^>]*aria-describedby="tip-fear-rp">fear RP<\/a>/);
    expect(html.match(/role="tooltip"/g)).toHaveLength(2);
  });

  it("does not take a protected name for a mention of a term it holds", async () => {
    const html = await marked("Bienvenue sur **Brumes RP**. Ici, le RP se joue à plusieurs.", {
      names: ["Brumes RP"],
    });
    expect(html).toContain("<strong>Brumes RP</strong>");
    expect(html).toMatch(/le <span class="glossary"><a[^>]*>RP<\/a>/);
  });

  it("marks nothing without terms", async () => {
    expect(await marked("Du RP.", { terms: [] })).toBe("<p>Du RP.</p>");
  });
});
