import type { ArticleContent } from "~/notice/model";
import { useT } from "~/i18n/useT";
import { FRENCH_CONTENT } from "~/i18n/french-content";

/** "On this page": the article's headings as links to their anchors. */
export function TableOfContents({ headings }: { headings: ArticleContent["headings"] }) {
  const t = useT();
  if (headings.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc__title">
        {t("app.notice.toc")}
      </h2>
      <ul {...FRENCH_CONTENT}>
        {headings.map((heading) => (
          <li key={heading.id} className={heading.depth === 3 ? "toc__item toc__item--sub" : "toc__item"}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
