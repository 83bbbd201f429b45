import { COMMUNITY_EMBEDS } from "~/config/community";
import { useT } from "~/i18n/useT";
import { EmbedFrame } from "./EmbedFrame";

export function DiscordEmbed() {
  const t = useT();
  return (
    <EmbedFrame
      src={`https://discord.com/widget?id=${COMMUNITY_EMBEDS.discordServerId}&theme=dark`}
      title={t("app.community.discord.frame")}
    />
  );
}
