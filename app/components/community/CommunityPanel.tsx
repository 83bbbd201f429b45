import { Icon } from "~/components/Icon";
import { NewTabLink } from "~/components/NewTabLink";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { usePainted } from "~/lib/afterPaint";
import { CommunityEmbed } from "./CommunityEmbed";
import { EmbedPlaceholder } from "./EmbedPlaceholder";
import type { CommunityTab } from "./community-tabs";

/** The selected network: what it is for, a link to it, and its widget, added after the page's first paint. */
export function CommunityPanel({ tab }: { tab: CommunityTab }) {
  const t = useT();
  // The widget (a frame or the timeline) loads only once the page is on screen.
  const painted = usePainted();
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
        {painted ? <CommunityEmbed id={tab.id} /> : <EmbedPlaceholder />}
      </div>
    </div>
  );
}
