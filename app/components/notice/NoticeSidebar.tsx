import { Link } from "react-router";
import { articlePath, categoryPath, type NoticeNavTree } from "~/notice/model";
import { useT } from "~/i18n/useT";

/** The left menu: a type's categories and their articles; the current article is highlighted. */
export function NoticeSidebar({ tree, currentPath }: { tree: NoticeNavTree; currentPath: string }) {
  const t = useT();
  return (
    <nav className="notice-sidebar" aria-label={t("app.notice.sidebar")}>
      <details className="notice-sidebar__details" open>
        <summary className="notice-sidebar__summary">{t("app.notice.sidebarToggle")}</summary>
        <ul className="notice-sidebar__categories" lang="fr">
          {tree.categories.map((category) => {
            const path = categoryPath(tree.id, category.id);
            return (
              <li key={category.id}>
                <Link
                  to={path}
                  className="notice-sidebar__category"
                  aria-current={path === currentPath ? "page" : undefined}
                >
                  {category.title}
                </Link>
                <ul className="notice-sidebar__articles">
                  {category.articles.map((article) => {
                    const href = articlePath(tree.id, category.id, article.key);
                    return (
                      <li key={article.key}>
                        <Link
                          to={href}
                          className="notice-sidebar__article"
                          aria-current={href === currentPath ? "page" : undefined}
                        >
                          {article.title}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ul>
      </details>
    </nav>
  );
}
