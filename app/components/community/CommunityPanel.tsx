import { Icon } from "~/components/Icon";
import { NewTabLink } from "~/components/NewTabLink";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { usePainted } from "~/lib/afterPaint";
import { useOnline } from "~/lib/useOnline";
import { CommunityEmbed } from "./CommunityEmbed";
import { EmbedPlaceholder } from "./EmbedPlaceholder";
import type { CommunityTab } from "./community-tabs";

/**
 * A network: what it is for, a link to it, and, when its tab is selected, its widget, added after
 * the page's first paint. Offline, the widget waits, and its place says so; a frame that a browser
 * blocks shows its own grey error page (and the timeline an empty frame), which nothing on the page
 * can tell apart from a widget, so above each one a line says what that means, and links to the network.
 */
export function CommunityPanel({ tab, active }: { tab: CommunityTab; active: boolean }) {
  const t = useT();
  // The widget (a frame or the timeline) loads only once the page is on screen.
  const painted = usePainted();
  const online = useOnline();
  const network = t(tab.labelKey);
  const open = t("app.community.open", { network });
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
        <NewTabLink href={tab.link} label={open} className="button community-panel__link">
          <Icon name={tab.icon} size={18} />
        </NewTabLink>
      </div>
      {/* Above the widget, on screen with its top: under a 400 px frame it was below a phone's fold.
          The timeline too: its script draws a frame that stays empty when the network refuses it. */}
      <p className="community-panel__blocked">
        {t("app.community.blocked", { network })} <NewTabLink href={tab.link} label={open} />
      </p>
      <div className="community-panel__embed">
        {active && painted && online ? (
          <CommunityEmbed id={tab.id} />
        ) : (
          <EmbedPlaceholder network={network} open={open} offline={painted && !online} />
        )}
      </div>
    </div>
  );
}
