import { useId, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/Icon";
import { useT } from "~/i18n/useT";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { articlePath, categoryPath, type NoticeNavTree } from "~/notice/model";
import { LocalizedLink } from "~/i18n/LocalizedLink";

/**
 * The left menu: a type's categories and their articles, the current one highlighted.
 * Always shown on wide screens; on phones a button opens it, so the article comes first.
 */
export function NoticeSidebar({ tree, currentPath }: { tree: NoticeNavTree; currentPath: string }) {
  const t = useT();
  const { pathname } = useLocation();
  // Open for the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  return (
    <nav className="notice-sidebar" aria-label={t("app.notice.sidebar")} data-open={open || undefined}>
      <button
        type="button"
        className="notice-sidebar__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <Icon name="menu" size={18} />
        {t("app.notice.sidebarToggle")}
      </button>
      <ul id={listId} className="notice-sidebar__categories" {...FRENCH_CONTENT}>
        {tree.categories.map((category) => {
          const path = categoryPath(tree.id, category.id);
          return (
            <li key={category.id}>
              <LocalizedLink
                to={path}
                className="notice-sidebar__category"
                aria-current={path === currentPath ? "page" : undefined}
              >
                {category.title}
              </LocalizedLink>
              <ul className="notice-sidebar__articles">
                {category.articles.map((article) => {
                  const href = articlePath(tree.id, category.id, article.key);
                  return (
                    <li key={article.key}>
                      <LocalizedLink
                        to={href}
                        className="notice-sidebar__article"
                        aria-current={href === currentPath ? "page" : undefined}
                      >
                        {article.title}
                      </LocalizedLink>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
