import { LAYOUT } from "~/config/site";
import { useT } from "~/i18n/useT";

interface Props {
  network: string;
  /** The link's text to the network ("View on Twitch"). */
  open: string;
  /** The browser is offline: the widget will load once it is back. */
  offline?: boolean;
}

/**
 * Keeps the widget's place while it cannot be drawn yet (before hydration, or offline); without
 * JavaScript it never will be, and the place says so, and where to see the network instead.
 */
export function EmbedPlaceholder({ network, open, offline = false }: Props) {
  const t = useT();
  return (
    <div className="embed-placeholder" style={{ height: LAYOUT.embedHeightPx }}>
      <span className="embed-placeholder__loading">
        {offline ? t("app.community.offline", { network }) : t("app.community.loading")}
      </span>
      <noscript>
        <span>{t("app.community.noScript", { network, open })}</span>
      </noscript>
    </div>
  );
}
