import { SITE } from "../config/site";
import type { MessageKey } from "../i18n/messages";

export type NavIcon =
  "home" | "book" | "gamepad" | "map" | "users" | "user-plus" | "scroll" | "mail" | "heart" | "briefcase";

/** A navigation entry: internal path or external url, label key, where it shows (header, footer), icon. */
export interface NavEntry {
  id: string;
  path?: string;
  url?: string;
  labelKey: MessageKey;
  header: boolean;
  footer: boolean;
  icon: NavIcon;
  /** Shown as a call-to-action button rather than a plain link. */
  button?: boolean;
}

export const NAVIGATION: readonly NavEntry[] = [
  { id: "index", path: "/", labelKey: "app.page.index", header: true, footer: true, icon: "home" },
  { id: "notice", path: "/notice", labelKey: "app.page.notice", header: true, footer: true, icon: "book" },
  { id: "play", path: "/play", labelKey: "app.page.play", header: true, footer: true, icon: "gamepad" },
  { id: "map", path: "/board", labelKey: "app.page.map", header: true, footer: true, icon: "map" },
  {
    id: "community",
    path: "/community",
    labelKey: "app.page.community",
    header: true,
    footer: true,
    icon: "users",
  },
  {
    id: "members",
    url: SITE.whitelistUrl,
    labelKey: "app.page.members",
    header: true,
    footer: true,
    icon: "user-plus",
    button: true,
  },
  { id: "terms", path: "/cgu", labelKey: "app.page.terms", header: false, footer: true, icon: "scroll" },
  {
    id: "contact",
    url: `mailto:${SITE.email}`,
    labelKey: "app.page.contact",
    header: false,
    footer: true,
    icon: "mail",
  },
  {
    id: "credits",
    path: "/credits",
    labelKey: "app.page.credits",
    header: false,
    footer: true,
    icon: "heart",
  },
  {
    id: "business",
    path: "/business",
    labelKey: "app.page.business",
    header: false,
    footer: true,
    icon: "briefcase",
  },
];

/** Header highlight rule: the index only on exactly "/", other items when the path starts with theirs. */
export function isNavEntryActive(entry: NavEntry, pathname: string): boolean {
  if (!entry.path) return false;
  if (entry.path === "/") return pathname === "/";
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}
