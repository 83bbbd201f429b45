import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { rehypeImages, type ImageOptions } from "./images";

async function render(markdown: string, options?: ImageOptions) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeImages, options)
    .use(rehypeStringify);
  return String(await processor.process(markdown));
}

describe("rehypeImages", () => {
  it("makes images lazy, and links to their file that the article opens in the image popup", async () => {
    const html = await render("![Schéma](/img/notice/a.webp)");
    expect(html).toBe(
      '<p><a href="/img/notice/a.webp" class="zoomable-link"><img src="/img/notice/a.webp" alt="Schéma" loading="lazy" decoding="async" class="zoomable"></a></p>',
    );
  });

  it("leaves an image that is already a link inside its link, never a link in a link", async () => {
    const html = await render("[![Carte](/img/map.webp)](/board)");
    expect(html).toBe(
      '<p><a href="/board"><img src="/img/map.webp" alt="Carte" loading="lazy" decoding="async"></a></p>',
    );
  });

  it("gives local images the size their reader finds, and asks nothing for other images", async () => {
    const asked: string[] = [];
    const html = await render("![A](/img/a.webp) ![B](https://example.org/b.png)", {
      readSize: async (src) => {
        asked.push(src);
        return { width: 960, height: 540 };
      },
    });
    expect(asked).toEqual(["/img/a.webp"]);
    expect(html).toContain('width="960" height="540"');
    expect(html.match(/width=/g)).toHaveLength(1);
  });
});
