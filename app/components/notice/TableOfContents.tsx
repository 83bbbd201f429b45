import type { ArticleContent } from "~/notice/model";
import { useT } from "~/i18n/useT";
import { TableOfContentsLinks } from "./TableOfContentsLinks";

/** "On this page" beside the article on wide screens: the article's headings as links to their anchors. */
export function TableOfContents({ headings }: { headings: ArticleContent["headings"] }) {
  const t = useT();
  if (headings.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc__title">
        {t("app.notice.toc")}
      </h2>
      <TableOfContentsLinks headings={headings} />
    </nav>
  );
}
