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
  it("makes images lazy, and buttons that open the image popup", async () => {
    const html = await render("![Schéma](/img/notice/a.webp)");
    expect(html).toBe(
      '<p><img src="/img/notice/a.webp" alt="Schéma" loading="lazy" decoding="async" class="zoomable" tabindex="0" role="button"></p>',
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
