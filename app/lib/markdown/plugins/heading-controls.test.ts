import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { rehypeHeadingControls } from "./heading-controls";
import { remarkHeadingIds } from "./heading-ids";

async function render(markdown: string, citations: boolean) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkHeadingIds)
    .use(remarkRehype)
    .use(rehypeHeadingControls, { citations })
    .use(rehypeStringify);
  return String(await processor.process(markdown));
}

describe("rehypeHeadingControls", () => {
  it("puts the heading's text in its own element, which names it, and adds a copy-link anchor named after it", async () => {
    expect(await render("## Détail {#detail}", false)).toBe(
      '<h2 id="detail" aria-labelledby="detail--text"><span id="detail--text">Détail</span><a href="#detail" class="heading-anchor" data-copy-link="detail" aria-labelledby="heading-control-copy-link detail--text">#</a></h2>',
    );
  });

  it("adds a copy-citation button after the anchor when asked, to h2 and h3 only", async () => {
    const html = await render("## Le principe {#principe}\n\n#### Plus bas", true);
    expect(html).toContain(
      '<button type="button" class="heading-cite" data-copy-citation="principe" aria-labelledby="heading-control-copy-citation principe--text"></button></h2>',
    );
    expect(html).toContain('<h4 id="plus-bas">Plus bas</h4>');
  });
});
