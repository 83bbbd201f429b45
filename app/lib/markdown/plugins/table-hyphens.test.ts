import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { rehypeTableHyphens } from "./table-hyphens";
import { rehypeTables } from "./tables";

async function render(markdown: string) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeTables)
    .use(rehypeTableHyphens)
    .use(rehypeStringify);
  return String(await processor.process(markdown));
}

const SOFT = "\u00AD";

describe("rehypeTableHyphens", () => {
  it("puts soft hyphens between the syllables of a fitting table's long French words", async () => {
    const html = await render(
      "| Option | Conséquence |\n|---|---|\n| Reconnaître | `consommation` |\n| Formule | semaine |",
    );
    expect(html).toContain(`Consé${SOFT}quence`);
    expect(html).toContain(`Re${SOFT}con${SOFT}naître`);
    // Short words stay whole, code stays as it is written.
    expect(html).toContain("<th>Option</th>");
    expect(html).toContain("<td>Formule</td>");
    expect(html).toContain("<td>semaine</td>");
    expect(html).toContain("<code>consommation</code>");
  });

  it("leaves wider tables, which scroll, and the text around tables alone", async () => {
    const html = await render(
      "Reconnaissance\n\n| A | B | C | D |\n|---|---|---|---|\n| Reconnaissance | b | c | d |",
    );
    expect(html).not.toContain(SOFT);
  });
});
