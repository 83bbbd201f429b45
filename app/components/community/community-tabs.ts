import type { IconName } from "~/components/Icon";
import { SOCIAL_LINKS, type SocialLink } from "~/data/social";
import type { MessageKey } from "~/i18n/messages";

export type CommunityTabId = "twitch" | "discord" | "twitter" | "youtube";

export interface CommunityTab {
  id: CommunityTabId;
  labelKey: MessageKey;
  icon: IconName;
  titleKey: MessageKey;
  textKey: MessageKey;
  /** The network's page, for visitors who prefer it to the embed. */
  link: string;
}

function socialLink(id: SocialLink["id"]): string {
  const social = SOCIAL_LINKS.find((entry) => entry.id === id);
  if (!social) throw new Error(`No social link for ${id}`);
  return social.link;
}

/** The tabs of /community, in order; the first is selected when the page opens. */
export const COMMUNITY_TABS: readonly CommunityTab[] = [
  {
    id: "twitch",
    labelKey: "app.network.twitch",
    icon: "twitch",
    titleKey: "app.community.twitch.title",
    textKey: "app.community.twitch.text",
    link: socialLink("twitch"),
  },
  {
    id: "discord",
    labelKey: "app.network.discord",
    icon: "discord",
    titleKey: "app.community.discord.title",
    textKey: "app.community.discord.text",
    link: socialLink("discord"),
  },
  {
    id: "twitter",
    labelKey: "app.network.twitter",
    icon: "x",
    titleKey: "app.community.twitter.title",
    textKey: "app.community.twitter.text",
    link: socialLink("twitter"),
  },
  {
    id: "youtube",
    labelKey: "app.network.youtube",
    icon: "youtube",
    titleKey: "app.community.youtube.title",
    textKey: "app.community.youtube.text",
    link: socialLink("youtube"),
  },
];

/** The address's parameter naming the selected tab: `/community?tab=discord`. */
export const COMMUNITY_TAB_PARAM = "tab";

/** The tab a parameter's value names, if it names one. */
export function communityTabOf(value: string | null): CommunityTabId | undefined {
  return COMMUNITY_TABS.find((tab) => tab.id === value)?.id;
}
