import { useEffect, useRef, useState } from "react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { ArticleHeader } from "~/components/notice/ArticleHeader";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { ExampleSyntaxError, renderMarkdown, type GlossaryTerm } from "~/lib/markdown/render";
import { brokenSiteLinks } from "~/notice/article-rules";
import { exampleKindLabels, fillExampleKinds } from "~/notice/example-kinds";
import { glossary } from "virtual:brumes-editor";
import { currentTargets } from "../content-index";
import { articlePathOf } from "../widgets/article-path";
import { editedBlock } from "./edited-block";

/** The preview cannot read the files: it asks the browser for each image's size instead. */
function imageSizeInBrowser(src: string): Promise<{ width: number; height: number } | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(undefined);
    image.src = src;
  });
}

/** The article's HTML and the links the save would refuse in it, or why the text cannot be shown. */
type Rendered = { html: string; broken: readonly BrokenLink[] } | { error: string };
type BrokenLink = ReturnType<typeof brokenSiteLinks>[number];

/**
 * An article as the site shows it: the site's own renderer (app/lib/markdown/render.ts: heading
 * ids and controls, glossary marks, French typography, images, tables, worked examples), the article's header
 * component and the site's stylesheets (registered as preview styles in main.tsx).
 */
export function ArticlePreview({ entry, collection }: PreviewTemplateComponentProps) {
  const title = String(entry.getIn(["data", "title"]) ?? "");
  const description = String(entry.getIn(["data", "description"]) ?? "");
  const body = String(entry.getIn(["data", "body"]) ?? "");
  const path = articlePathOf(collection, entry);
  const [rendered, setRendered] = useState<Rendered>({ html: "", broken: [] });

  useEffect(() => {
    let current = true;
    Promise.all([
      renderMarkdown(body, {
        glossary: glossary as GlossaryTerm[],
        readImageSize: imageSizeInBrowser,
        citations: true,
      }),
      exampleKindLabels("fr"),
    ]).then(
      // The text parsed: its links are judged on this same text, once, with its HTML.
      ([result, labels]) =>
        current &&
        setRendered({
          html: fillExampleKinds(result.html, labels),
          broken: brokenSiteLinks(body, { path, targets: currentTargets() }),
        }),
      // A heading id typed twice, an unclosed example, fail the build too: say so where staff look.
      (error: Error) =>
        current && setRendered({ error: error instanceof ExampleSyntaxError ? error.french : error.message }),
    );
    return () => {
      current = false;
    };
  }, [body, path]);

  // The preview follows the caret (Decap's scroll sync does nothing under React 19): the block
  // being edited is brought into view when it is out of it.
  const bodyElement = useRef<HTMLDivElement>(null);
  const [edited, setEdited] = useState<number>();
  useEffect(() => {
    const follow = () => {
      const block = editedBlock(document.getSelection(), body);
      if (block !== undefined) setEdited(block);
    };
    document.addEventListener("selectionchange", follow);
    return () => document.removeEventListener("selectionchange", follow);
  }, [body]);
  useEffect(() => {
    const blocks = bodyElement.current?.children;
    if (edited === undefined || !blocks?.length) return;
    const target = blocks[Math.min(edited, blocks.length - 1)]!;
    const view = target.ownerDocument.defaultView;
    if (!view) return;
    const box = target.getBoundingClientRect();
    if (box.top >= 0 && box.bottom <= view.innerHeight) return;
    const reduced = view.matchMedia("(prefers-reduced-motion: reduce)").matches;
    view.scrollTo({
      top: box.top + view.scrollY - view.innerHeight / 3,
      behavior: reduced ? "auto" : "smooth",
    });
  }, [edited, rendered]);

  // A link the save would refuse is marked where staff read it, with why.
  useEffect(() => {
    if ("error" in rendered) return;
    for (const link of bodyElement.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? []) {
      const found = rendered.broken.find((candidate) => candidate.href === link.getAttribute("href"));
      link.classList.toggle("editor-preview__broken-link", Boolean(found));
      if (found) link.title = `Lien cassé : ${found.problem}`;
    }
  }, [rendered]);

  return (
    <main className="notice-layout__content editor-preview">
      <article className="notice-article">
        <ArticleHeader title={title} description={description} />
        {"error" in rendered ? (
          <p role="alert" className="editor-preview__error">
            Le texte ne peut pas être affiché : {rendered.error}
          </p>
        ) : (
          <div className="article-body-frame">
            <div
              ref={bodyElement}
              className="article-body"
              {...FRENCH_CONTENT}
              dangerouslySetInnerHTML={{ __html: rendered.html }}
            />
          </div>
        )}
      </article>
    </main>
  );
}
