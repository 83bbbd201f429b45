import type { ArticleContent } from "~/notice/model";
import { Icon } from "~/components/Icon";
import { useT } from "~/i18n/useT";
import { TableOfContentsLinks } from "./TableOfContentsLinks";

/**
 * "On this page" at the top of the article where there is no room beside it (phones, tablets):
 * folded by default, so the text comes first, and it opens without a script.
 */
export function CollapsibleTableOfContents({ headings }: { headings: ArticleContent["headings"] }) {
  const t = useT();
  if (headings.length === 0) return null;
  return (
    <nav className="toc-collapsible" aria-label={t("app.notice.toc")}>
      <details>
        <summary className="toc-collapsible__summary disclosure">
          <Icon name="chevron-right" size={16} className="disclosure__chevron" />
          {t("app.notice.toc")}
        </summary>
        <TableOfContentsLinks headings={headings} />
      </details>
    </nav>
  );
}
