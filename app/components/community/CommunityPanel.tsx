import { Icon } from "~/components/Icon";
import { NewTabLink } from "~/components/NewTabLink";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { CommunityEmbed } from "./CommunityEmbed";
import type { CommunityTab } from "./community-tabs";

/** The selected network: what it is for, a link to it, and its widget. */
export function CommunityPanel({ tab }: { tab: CommunityTab }) {
  const t = useT();
  return (
    <div className="community-panel">
      <div className="community-panel__header">
        <div>
          <h2 className="community-panel__title">
            <Message id={tab.titleKey} />
          </h2>
          <p>
            <Message id={tab.textKey} />
          </p>
        </div>
        <NewTabLink
          href={tab.link}
          label={t("app.community.open", { network: t(tab.labelKey) })}
          className="button community-panel__link"
        >
          <Icon name={tab.icon} size={18} />
        </NewTabLink>
      </div>
      <div className="community-panel__embed">
        <CommunityEmbed id={tab.id} />
      </div>
    </div>
  );
}
