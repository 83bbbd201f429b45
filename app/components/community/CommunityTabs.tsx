import { useRef, type KeyboardEvent } from "react";
import { useSearchParams } from "react-router";
import { Icon } from "~/components/Icon";
import { localeDirection } from "~/i18n/locales";
import { useLocale } from "~/i18n/LocaleProvider";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { rovingIndex } from "~/lib/keyboard/roving-index";
import { useHydrated } from "~/lib/useHydrated";
import { COMMUNITY_TAB_PARAM, COMMUNITY_TABS, communityTabOf, type CommunityTabId } from "./community-tabs";
import { CommunityPanel } from "./CommunityPanel";

const tabId = (id: CommunityTabId) => `community-tab-${id}`;
const panelId = (id: CommunityTabId) => `community-panel-${id}`;

/**
 * WAI-ARIA tabs with automatic activation: arrows (mirrored in right-to-left), Home and End
 * move and select; only the selected tab is in the tab order. The address names the selected tab
 * (`?tab=discord`), so a tab can be shared; the first is selected without one. Unselected panels
 * hold their text but no widget, so their widgets make no request. Without JavaScript the tabs
 * would do nothing: the panels show one under another instead (community.css).
 */
export function CommunityTabs() {
  const t = useT();
  const { locale } = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  // The pre-rendered page has the first tab: the address's one is selected once the page is interactive.
  const hydrated = useHydrated();
  const selected =
    (hydrated && communityTabOf(searchParams.get(COMMUNITY_TAB_PARAM))) || COMMUNITY_TABS[0]!.id;
  const setSelected = (id: CommunityTabId) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(COMMUNITY_TAB_PARAM, id);
        return next;
      },
      // A tab is not a page: no history entry, and the page keeps its place.
      { replace: true, preventScrollReset: true },
    );
  const tabRefs = useRef(new Map<CommunityTabId, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = COMMUNITY_TABS.findIndex((tab) => tab.id === selected);
    const rtl = localeDirection(locale) === "rtl";
    const next = rovingIndex(event.key, current, {
      count: COMMUNITY_TABS.length,
      orientation: "horizontal",
      wrap: true,
      rtl,
    });
    const tab = next === null ? undefined : COMMUNITY_TABS[next];
    if (!tab) return;
    event.preventDefault();
    setSelected(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  return (
    <div className="community-tabs">
      <div role="tablist" className="tab-list" aria-label={t("app.community.tabs")}>
        {COMMUNITY_TABS.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className={`tab tab--${tab.id}`}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={onKeyDown}
            >
              <Icon name={tab.icon} size={20} />
              <span>
                <Message id={tab.labelKey} />
              </span>
            </button>
          );
        })}
      </div>
      {COMMUNITY_TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          className="tab-panel"
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          tabIndex={0}
        >
          <CommunityPanel tab={tab} active={tab.id === selected} />
        </div>
      ))}
    </div>
  );
}
