import { useEffect, useState } from "react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { ArticleHeader } from "~/components/notice/ArticleHeader";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { renderMarkdown, type GlossaryTerm } from "~/lib/markdown/render";
import { glossary } from "virtual:brumes-editor";

/** The preview cannot read the files: it asks the browser for each image's size instead. */
function imageSizeInBrowser(src: string): Promise<{ width: number; height: number } | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(undefined);
    image.src = src;
  });
}

type Rendered = { html: string } | { error: string };

/**
 * An article as the site shows it: the site's own renderer (app/lib/markdown/render.ts: heading
 * ids and controls, glossary marks, French typography, images, tables), the article's header
 * component and the site's stylesheets (registered as preview styles in main.tsx).
 */
export function ArticlePreview({ entry }: PreviewTemplateComponentProps) {
  const title = String(entry.getIn(["data", "title"]) ?? "");
  const description = String(entry.getIn(["data", "description"]) ?? "");
  const body = String(entry.getIn(["data", "body"]) ?? "");
  const [rendered, setRendered] = useState<Rendered>({ html: "" });

  useEffect(() => {
    let current = true;
    renderMarkdown(body, {
      glossary: glossary as GlossaryTerm[],
      readImageSize: imageSizeInBrowser,
      citations: true,
    }).then(
      (result) => current && setRendered({ html: result.html }),
      // A heading id typed twice fails the build too: say so where staff look.
      (error: Error) => current && setRendered({ error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [body]);

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
