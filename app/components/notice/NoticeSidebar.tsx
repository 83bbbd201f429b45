import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/Icon";
import { useT } from "~/i18n/useT";
import { followsLinkHere, useOverlayEntry } from "~/lib/overlay-history";
import { useHydrated } from "~/lib/useHydrated";
import { articlePath, type NoticeNavTree } from "~/notice/model";
import { useUpdatedSinceVisit } from "~/notice/useUpdatedSinceVisit";
import { NoticeSidebarCategory } from "./NoticeSidebarCategory";
import { useCurrentLinkInView } from "./useCurrentLinkInView";

/** Whether a popover is showing (false where the browser has no popovers). */
function isOpen(panel: HTMLElement): boolean {
  try {
    return panel.matches(":popover-open");
  } catch {
    return false;
  }
}

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
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useCurrentLinkInView(listRef, `${currentPath} ${open}`, open);
  // On a phone, Back closes the open menu rather than leaving the article (overlay-history.ts).
  const closePanel = useCallback(() => {
    const panel = panelRef.current;
    if (panel && isOpen(panel)) panel.hidePopover();
  }, []);
  const history = useOverlayEntry("sommaire", open, closePanel);
  const { dismiss, leave } = history;
  // Closed by its button, Escape or a tap outside: its history entry goes with it.
  useEffect(() => {
    if (!open) dismiss();
  }, [open, dismiss]);

  // The browser opens and closes the popover (its button, Escape, a tap outside): follow it.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    panel.addEventListener("toggle", onToggle);
    // Opened by a tap before hydration.
    if (isOpen(panel)) setOpen(true);
    return () => panel.removeEventListener("toggle", onToggle);
  }, []);

  // A link followed in it closes it (one opened before hydration stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const panel = panelRef.current;
    if (panel && isOpen(panel)) panel.hidePopover();
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
