import { Link } from "react-router";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { useCurrentSection } from "~/components/notice/useCurrentSection";

/**
 * Links to the eight sections, the one being read marked. They navigate inside the app, so the
 * site's hash rule applies: the section is scrolled to after 300 ms, just below the header.
 */
export function TermsTableOfContents({ sections }: { sections: { id: string; title: string }[] }) {
  const t = useT();
  const current = useCurrentSection(sections.map((section) => section.id));
  return (
    <nav className="terms-toc card" aria-label={t("app.terms.toc")}>
      <h2 className="terms-toc__title">
        <Message id="app.terms.toc" />
      </h2>
      <ol className="terms-toc__list" {...FRENCH_CONTENT}>
        {sections.map((section) => (
          <li key={section.id}>
            <Link
              to={{ hash: `#${section.id}` }}
              className="terms-toc__link"
              aria-current={section.id === current ? "location" : undefined}
            >
              {section.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
