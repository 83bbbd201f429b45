import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

/** The size of an image of the site from its path ("/img/notice/…"), or undefined when unknown. */
export type ImageSizeReader = (src: string) => Promise<{ width?: number; height?: number } | undefined>;

export interface ImageOptions {
  /** Reads local images' sizes (the build reads the files; a preview may not know them). */
  readSize?: ImageSizeReader;
}

/**
 * Rehype plugin: images load lazily, and each one is a link to its file, which the article opens in
 * the image popup (ArticleBody). Without scripts the link still shows the image at its full size,
 * so the diagram is never a dead control. An image that is already a link keeps that link. Local
 * images get their width and height, so that the browser reserves their space (no layout shift)
 * and lazy loading starts where they really are.
 */
export function rehypeImages({ readSize }: ImageOptions = {}) {
  return async (tree: Root) => {
    const images: Element[] = [];
    visit(tree, "element", (node: Element, index, parent) => {
      if (node.tagName !== "img") return;
      node.properties = { ...node.properties, loading: "lazy", decoding: "async" };
      if (typeof node.properties.src === "string" && node.properties.src.startsWith("/")) images.push(node);
      if (parent?.type !== "element" || parent.tagName === "a" || index === undefined) return;
      if (typeof node.properties.src !== "string") return;
      node.properties.className = ["zoomable"];
      parent.children[index] = {
        type: "element",
        tagName: "a",
        properties: { href: node.properties.src, className: ["zoomable-link"] },
        children: [node],
      };
    });
    if (!readSize) return;
    await Promise.all(
      images.map(async (node) => {
        const size = await readSize(String(node.properties.src));
        if (size?.width && size.height)
          node.properties = { ...node.properties, width: size.width, height: size.height };
      }),
    );
  };
}
