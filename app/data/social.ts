import type { MessageKey } from "../i18n/messages";

/** A social network the community is on: link, label key, icon, and whether it bounces to draw the eye. */
export interface SocialLink {
  id: "twitter" | "twitch" | "youtube" | "discord";
  link: string;
  labelKey: MessageKey;
  icon: "x" | "twitch" | "youtube" | "discord";
  /** Draws the eye to the link with a small bounce (motion-safe only). */
  bounce?: boolean;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { id: "twitter", link: "https://twitter.com/BrumesRP", labelKey: "app.network.twitter", icon: "x" },
  { id: "twitch", link: "https://www.twitch.tv/brumesrp", labelKey: "app.network.twitch", icon: "twitch" },
  {
    id: "youtube",
    link: "https://www.youtube.com/@BrumesRP",
    labelKey: "app.network.youtube",
    icon: "youtube",
  },
  {
    id: "discord",
    link: "https://discord.gg/brumesrp",
    labelKey: "app.network.discord",
    icon: "discord",
    bounce: true,
  },
];
