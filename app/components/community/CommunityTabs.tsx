import { useRef, useState, type KeyboardEvent } from "react";
import { Icon } from "~/components/Icon";
import { localeDirection } from "~/i18n/locales";
import { useLocale } from "~/i18n/LocaleProvider";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { rovingIndex } from "~/lib/keyboard/roving-index";
import { COMMUNITY_TABS, type CommunityTabId } from "./community-tabs";
import { CommunityPanel } from "./CommunityPanel";

const tabId = (id: CommunityTabId) => `community-tab-${id}`;
const panelId = (id: CommunityTabId) => `community-panel-${id}`;

/**
 * WAI-ARIA tabs with automatic activation: arrows (mirrored in right-to-left), Home and End
 * move and select; only the selected tab is in the tab order. Unselected panels stay empty,
 * so their widgets make no request.
 */
export function CommunityTabs() {
  const t = useT();
  const { locale } = useLocale();
  const [selected, setSelected] = useState<CommunityTabId>("twitch");
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
          {tab.id === selected ? <CommunityPanel tab={tab} /> : null}
        </div>
      ))}
    </div>
  );
}
