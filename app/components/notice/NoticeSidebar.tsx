import { useId, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/Icon";
import { useT } from "~/i18n/useT";
import { articlePath, type NoticeNavTree } from "~/notice/model";
import { useUpdatedSinceVisit } from "~/notice/useUpdatedSinceVisit";
import { NoticeSidebarCategory } from "./NoticeSidebarCategory";
import { useCurrentLinkInView } from "./useCurrentLinkInView";

/**
 * The left menu: a type's categories, each a group of its articles, the current one highlighted
 * and in view, those changed since the reader's last visit marked. Always shown on wide screens;
 * on phones a button opens it, so the article comes first.
 */
export function NoticeSidebar({ tree, currentPath }: { tree: NoticeNavTree; currentPath: string }) {
  const t = useT();
  const { pathname } = useLocation();
  // Open for the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  useCurrentLinkInView(listRef, `${currentPath} ${open}`);
  const dated = useMemo(
    () =>
      tree.categories.flatMap((category) =>
        category.articles.map((article) => ({
          path: articlePath(tree.id, category.id, article.key),
          updated: article.updated,
        })),
      ),
    [tree],
  );
  const changed = useUpdatedSinceVisit(dated);
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
      <ul id={listId} ref={listRef} className="notice-sidebar__categories">
        {tree.categories.map((category) => (
          <NoticeSidebarCategory
            key={category.id}
            type={tree.id}
            category={category}
            currentPath={currentPath}
            changed={changed}
          />
        ))}
      </ul>
    </nav>
  );
}
