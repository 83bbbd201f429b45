import type { MessageKey } from "../i18n/messages";
import type { SocialEntry } from "./social-schema";

/** A social network the community is on: link, label key, icon, and whether it bounces to draw the eye. */
export interface SocialLink {
  id: "twitter" | "twitch" | "youtube" | "discord";
  link: string;
  labelKey: MessageKey;
  icon: "x" | "twitch" | "youtube" | "discord";
  /** Draws the eye to the link with a small bounce (motion-safe only). */
  bounce?: boolean;
}

const ICONS = { twitter: "x", twitch: "twitch", youtube: "youtube", discord: "discord" } as const;

/**
 * A link of content/social.json as the site shows it: the icon and the label's catalogue key follow
 * from the network (the build's reader and the editor's preview share it).
 */
export function socialLinkOf({ id, link, bounce }: SocialEntry): SocialLink {
  return { id, link, labelKey: `app.network.${id}`, icon: ICONS[id], ...(bounce ? { bounce } : {}) };
}
