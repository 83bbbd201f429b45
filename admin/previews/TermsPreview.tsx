import { useEffect, useState } from "react";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { PreviewRouter } from "./PreviewRouter";
import { TermsDocument } from "~/components/terms/TermsDocument";
import { TermsHero } from "~/components/terms/TermsHero";
import { TermsTableOfContents } from "~/components/terms/TermsTableOfContents";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import { renderMarkdown } from "~/lib/markdown/render";
import { useFrenchLoaded } from "./useFrenchLoaded";

type Rendered = { html: string; sections: { id: string; title: string }[] } | { error: string };

/**
 * The terms as /cgu shows them: the page's heading with the date of the last update, the table of
 * contents and the text, rendered by the site's own renderer (section ids such as
 * `{#intellectual}` become anchors, not text) with the page's components and stylesheets.
 */
export function TermsPreview({ entry }: PreviewTemplateComponentProps) {
  const loaded = useFrenchLoaded();
  const description = String(entry.getIn(["data", "description"]) ?? "");
  const updated = String(entry.getIn(["data", "updated"]) ?? "");
  const body = String(entry.getIn(["data", "body"]) ?? "");
  const [rendered, setRendered] = useState<Rendered>({ html: "", sections: [] });

  useEffect(() => {
    let current = true;
    renderMarkdown(body).then(
      ({ html, headings }) =>
        current &&
        setRendered({
          html,
          sections: headings
            .filter((heading) => heading.depth === 2)
            .map(({ id, text }) => ({ id, title: text })),
        }),
      (error: Error) => current && setRendered({ error: error.message }),
    );
    return () => {
      current = false;
    };
  }, [body]);

  if (!loaded) return null;
  return (
    <LocaleProvider locale="fr">
      <PreviewRouter>
        <div className="page cgu editor-preview">
          {/^\d{4}-\d{2}-\d{2}$/.test(updated) ? (
            <TermsHero updated={updated} />
          ) : (
            // The page's heading stays while the date is being typed or corrected.
            <TermsHero>
              <p className="terms-updated editor-preview__pending">
                Date de mise à jour à corriger dans le formulaire
              </p>
            </TermsHero>
          )}
          {"error" in rendered ? (
            <p role="alert" className="editor-preview__error">
              Le texte ne peut pas être affiché : {rendered.error}
            </p>
          ) : (
            <div className="terms-layout">
              <TermsTableOfContents sections={rendered.sections} />
              <TermsDocument description={description} html={rendered.html} />
            </div>
          )}
        </div>
      </PreviewRouter>
    </LocaleProvider>
  );
}
