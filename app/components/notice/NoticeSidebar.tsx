import { Link } from "react-router";
import type { NoticeTypeTree } from "~/notice/model";
import { useT } from "~/i18n/useT";

/** The left menu: a type's categories and their articles; the current article is highlighted. */
export function NoticeSidebar({ tree, currentPath }: { tree: NoticeTypeTree; currentPath: string }) {
  const t = useT();
  return (
    <nav className="notice-sidebar" aria-label={t("app.notice.sidebar")}>
      <details className="notice-sidebar__details" open>
        <summary className="notice-sidebar__summary">{t("app.notice.sidebarToggle")}</summary>
        <ul className="notice-sidebar__categories" lang="fr">
          {tree.categories.map((category) => (
            <li key={category.id}>
              <Link
                to={category.path}
                className="notice-sidebar__category"
                aria-current={category.path === currentPath ? "page" : undefined}
              >
                {category.title}
              </Link>
              <ul className="notice-sidebar__articles">
                {category.articles.map((article) => (
                  <li key={article.key}>
                    <Link
                      to={article.path}
                      className="notice-sidebar__article"
                      aria-current={article.path === currentPath ? "page" : undefined}
                    >
                      {article.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
