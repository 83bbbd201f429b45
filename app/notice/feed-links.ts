import { FEED_TITLE } from "./feed";
import { NOTICE_FEED } from "./model";

/**
 * The head link announcing the feed of rule changes, on every rulebook page (feed readers and bots
 * find it there). The feed is the French rulebook's, under every language: said so (`hreflang`).
 */
export function noticeFeedLinks() {
  return [
    { rel: "alternate", type: "application/atom+xml", href: NOTICE_FEED, title: FEED_TITLE, hrefLang: "fr" },
  ];
}
