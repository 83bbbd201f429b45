import { COMMUNITY_EMBEDS } from "~/config/community";
import { useT } from "~/i18n/useT";
import { EmbedFrame } from "./EmbedFrame";

export function YoutubeEmbed() {
  const t = useT();
  return (
    <EmbedFrame
      src={`https://www.youtube-nocookie.com/embed/videoseries?list=${COMMUNITY_EMBEDS.youtubePlaylistId}`}
      title={t("app.community.youtube.frame")}
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
    />
  );
}
