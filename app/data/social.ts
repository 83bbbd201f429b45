// The social links: content/social.json, read and checked at build time (./social.server.ts).
import { links } from "virtual:social";
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

export const SOCIAL_LINKS: readonly SocialLink[] = links;
