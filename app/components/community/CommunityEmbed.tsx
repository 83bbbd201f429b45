import { DiscordEmbed } from "./DiscordEmbed";
import type { CommunityTabId } from "./community-tabs";
import { TwitchEmbed } from "./TwitchEmbed";
import { TwitterTimeline } from "./TwitterTimeline";
import { YoutubeEmbed } from "./YoutubeEmbed";

/** The widget of one network. */
export function CommunityEmbed({ id }: { id: CommunityTabId }) {
  switch (id) {
    case "twitch":
      return <TwitchEmbed />;
    case "discord":
      return <DiscordEmbed />;
    case "twitter":
      return <TwitterTimeline />;
    case "youtube":
      return <YoutubeEmbed />;
  }
}
