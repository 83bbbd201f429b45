import { memo, type SyntheticEvent } from "react";
import { Icon } from "~/components/Icon";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { LocalizedLink } from "~/i18n/LocalizedLink";
import { useT } from "~/i18n/useT";
import { articlePath, categoryPath, type NoticeNavTree } from "~/notice/model";
import { UpdatedSinceVisitMark } from "./UpdatedSinceVisitMark";

interface Props {
  type: NoticeNavTree["id"];
  category: NoticeNavTree["categories"][number];
  currentPath: string;
  /** Article paths changed since the reader's last visit. */
  changed: ReadonlySet<string>;
  /** Whether a link followed replaces the current history entry (the open menu's own). */
  replace?: boolean;
}

/**
 * A category opened by the reader low in the menu's box unfolds below its edge: the box scrolls
 * just enough to show it, never its heading out of sight.
 */
function showOpenedGroup(event: SyntheticEvent<HTMLDetailsElement>) {
  const group = event.currentTarget;
  const box = group.closest<HTMLElement>(".notice-sidebar__categories");
  if (!group.open || !box || box.scrollHeight <= box.clientHeight) return;
  const frame = box.getBoundingClientRect();
  const bottom = Math.min(frame.bottom, window.innerHeight);
  const { top, bottom: groupBottom } = group.getBoundingClientRect();
  const shift = Math.min(groupBottom - bottom, top - frame.top);
  if (shift > 0) box.scrollBy({ top: shift, behavior: "instant" });
}

/**
 * One category of the menu, a group that opens and closes by itself (no script needed): open when
 * the page is the category or one of its articles, so the reader sees where they are and the
 * other categories stay folded.
 */
export const NoticeSidebarCategory = memo(function NoticeSidebarCategory({
  type,
  category,
  currentPath,
  changed,
  replace = false,
}: Props) {
  const t = useT();
  const path = categoryPath(type, category.id);
  const articles = category.articles.map((article) => ({
    ...article,
    href: articlePath(type, category.id, article.key),
  }));
  const current = path === currentPath || articles.some((article) => article.href === currentPath);
  return (
    <li>
      {/* The page's own category opens by itself, not by the reader: it is placed with the current link. */}
      <details
        className="notice-sidebar__group"
        open={current}
        onToggle={current ? undefined : showOpenedGroup}
      >
        <summary className="notice-sidebar__category disclosure">
          <Icon name="chevron-right" size={16} className="disclosure__chevron" />
          <span {...FRENCH_CONTENT}>{category.title}</span>
        </summary>
        <ul className="notice-sidebar__articles">
          <li>
            <LocalizedLink
              to={path}
              className="notice-sidebar__article notice-sidebar__article--whole"
              aria-current={path === currentPath ? "page" : undefined}
              replace={replace}
            >
              {t("app.notice.readCategory")}
            </LocalizedLink>
          </li>
          {articles.map((article) => (
            <li key={article.key}>
              <LocalizedLink
                to={article.href}
                className="notice-sidebar__article"
                aria-current={article.href === currentPath ? "page" : undefined}
                replace={replace}
              >
                <span {...FRENCH_CONTENT}>{article.title}</span>
                {changed.has(article.href) ? <UpdatedSinceVisitMark /> : null}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
});
