import { COMMUNITY_EMBEDS } from "~/config/community";
import { useT } from "~/i18n/useT";
import { useHydrated } from "~/lib/useHydrated";
import { EmbedFrame } from "./EmbedFrame";

/** The live player; Twitch requires the embedding host name, known only in the browser (the panel shows it once painted). */
export function TwitchEmbed() {
  const t = useT();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const params = new URLSearchParams({
    channel: COMMUNITY_EMBEDS.twitchChannel,
    parent: window.location.hostname,
    muted: "true",
  });
  return (
    <EmbedFrame
      src={`https://player.twitch.tv/?${params.toString()}`}
      title={t("app.community.twitch.frame")}
      allow="autoplay; fullscreen"
    />
  );
}
