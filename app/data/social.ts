// The social links: content/social.json, read and checked at build time (./social.server.ts).
import { links } from "virtual:social";
import type { SocialLink } from "./social-link";

export type { SocialLink } from "./social-link";

export const SOCIAL_LINKS: readonly SocialLink[] = links;
