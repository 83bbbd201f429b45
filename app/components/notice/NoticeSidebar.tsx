import { useCallback, useEffect, useId, useMemo, useRef } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/Icon";
import { hidePopover, usePopoverOpen } from "~/components/layout/usePopoverOpen";
import { useT } from "~/i18n/useT";
import { followsLinkHere, useOverlayEntry } from "~/lib/overlay-history";
import { useHydrated } from "~/lib/useHydrated";
import { articlePath, type NoticeNavTree } from "~/notice/model";
import { useUpdatedSinceVisit } from "~/notice/useUpdatedSinceVisit";
import { NoticeSidebarCategory } from "./NoticeSidebarCategory";
import { useCurrentLinkInView } from "./useCurrentLinkInView";

/**
 * The left menu: a type's categories, each a group of its articles, the current one highlighted
 * and in view, those changed since the reader's last visit marked. Always shown on wide screens;
 * on phones its button opens it over the page (a popover: no script needed), so the article comes
 * first; there, Back closes it.
 */
export function NoticeSidebar({ tree, currentPath }: { tree: NoticeNavTree; currentPath: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The browser opens and closes the popover (its button, Escape, a tap outside): follow it.
  const open = usePopoverOpen(panelRef);
  const listRef = useRef<HTMLUListElement>(null);
  useCurrentLinkInView(listRef, `${currentPath} ${open}`, open);
  // On a phone, Back closes the open menu rather than leaving the article (overlay-history.ts).
  const closePanel = useCallback(() => hidePopover(panelRef.current), []);
  const history = useOverlayEntry("sommaire", open, closePanel);
  const { dismiss, leave } = history;
  // Closed by its button, Escape or a tap outside: its history entry goes with it.
  useEffect(() => {
    if (!open) dismiss();
  }, [open, dismiss]);

  // A link followed in it closes it (one opened before hydration stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    hidePopover(panelRef.current);
  }, [pathname]);

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
    <nav className="notice-sidebar" aria-label={t("app.notice.sidebar")}>
      <button
        type="button"
        className="notice-sidebar__toggle"
        popoverTarget={panelId}
        // The browser tells assistive technology on its own until React knows the state.
        aria-expanded={hydrated ? open : undefined}
      >
        <Icon name="menu" size={18} />
        {t("app.notice.sidebarToggle")}
      </button>
      {/* An article opened from the menu takes the menu's history entry (before the menu closes). */}
      <div
        id={panelId}
        ref={panelRef}
        popover="auto"
        className="notice-sidebar__panel"
        onClickCapture={(event) => {
          if (followsLinkHere(event)) leave();
        }}
      >
        <div className="notice-sidebar__head">
          <span aria-hidden="true">{t("app.notice.sidebarToggle")}</span>
          <button
            type="button"
            className="icon-button"
            popoverTarget={panelId}
            popoverTargetAction="hide"
            aria-label={t("app.notice.sidebarClose")}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
        <ul ref={listRef} className="notice-sidebar__categories">
          {tree.categories.map((category) => (
            <NoticeSidebarCategory
              key={category.id}
              type={tree.id}
              category={category}
              currentPath={currentPath}
              changed={changed}
              replace={history.onEntry}
            />
          ))}
        </ul>
      </div>
    </nav>
  );
}
