import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

/** The size of an image of the site from its path ("/img/notice/…"), or undefined when unknown. */
export type ImageSizeReader = (src: string) => Promise<{ width?: number; height?: number } | undefined>;

export interface ImageOptions {
  /** Reads local images' sizes (the build reads the files; a preview may not know them). */
  readSize?: ImageSizeReader;
}

/**
 * Rehype plugin: images load lazily and open in the image popup (focusable, a button). Local images
 * get their width and height, so that the browser reserves their space (no layout shift) and lazy
 * loading starts where they really are.
 */
export function rehypeImages({ readSize }: ImageOptions = {}) {
  return async (tree: Root) => {
    const images: Element[] = [];
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "img") return;
      node.properties = {
        ...node.properties,
        loading: "lazy",
        decoding: "async",
        className: ["zoomable"],
        tabIndex: 0,
        role: "button",
      };
      if (typeof node.properties.src === "string" && node.properties.src.startsWith("/")) images.push(node);
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
