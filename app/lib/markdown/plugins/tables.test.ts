import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { rehypeTables } from "./tables";

async function render(markdown: string) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeTables)
    .use(rehypeStringify);
  return String(await processor.process(markdown));
}

const TABLE = "| A | B |\n|---|---|\n| 1 | 2 |";

describe("rehypeTables", () => {
  it("puts a table in a named, focusable scroll region inside a frame that draws its scroll cues", async () => {
    expect(await render(TABLE)).toMatch(
      /^<div class="table-frame"><div class="table-scroll table-scroll--fit" tabindex="0" role="region" aria-label="Tableau"><table>/,
    );
  });

  it("captions a table with its section's heading, for screen readers, and names regions apart", async () => {
    const html = await render(`## Les tarifs\n\n${TABLE}\n\n${TABLE}`);
    expect(html).toContain('aria-label="Tableau : Les tarifs"');
    expect(html).toContain('aria-label="Tableau : Les tarifs (2)"');
    expect(html).toContain('<table><caption class="visually-hidden">Les tarifs</caption>');
  });

  it("takes a 'Table: …' paragraph right before a table as its visible caption, and only there", async () => {
    const html = await render(
      `## Les tarifs\n\nTable: Loyers par semaine\n\n${TABLE}\n\nTable: pas une légende.`,
    );
    expect(html).toContain('aria-label="Loyers par semaine"');
    expect(html).toContain("<table><caption>Loyers par semaine</caption>");
    expect(html).not.toMatch(/<p>Table\s*:\s*Loyers/);
    expect(html).toMatch(/<p>Table\s*:\s*pas une légende\.<\/p>/);
  });

  it("marks a table of up to three columns as one that fits a phone, not a wider one", async () => {
    expect(await render("| A | B | C |\n|---|---|---|\n| 1 | 2 | 3 |")).toContain(
      'class="table-scroll table-scroll--fit"',
    );
    expect(await render("| A | B | C | D |\n|---|---|---|---|\n| 1 | 2 | 3 | 4 |")).toContain(
      'class="table-scroll"',
    );
  });
});
