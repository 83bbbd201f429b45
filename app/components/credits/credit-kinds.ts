import type { IconName } from "~/components/Icon";
import type { CreditIcon } from "~/data/credits/schema";
import type { MessageKey } from "~/i18n/messages";

/** Pictogram and spoken name of each kind of contribution. */
export const CREDIT_KINDS: Record<CreditIcon, { icon: IconName; labelKey: MessageKey }> = {
  discord: { icon: "discord", labelKey: "app.credits.kind.discord" },
  paint: { icon: "paintbrush", labelKey: "app.credits.kind.paint" },
  video: { icon: "video", labelKey: "app.credits.kind.video" },
  audio: { icon: "audio", labelKey: "app.credits.kind.audio" },
  mapping: { icon: "map-pinned", labelKey: "app.credits.kind.mapping" },
};
