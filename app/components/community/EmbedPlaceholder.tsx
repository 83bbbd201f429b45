import { LAYOUT } from "~/config/site";
import { Message } from "~/i18n/Message";

/** Keeps the widget's place while it cannot be drawn yet (before hydration). */
export function EmbedPlaceholder() {
  return (
    <div className="embed-placeholder" style={{ height: LAYOUT.embedHeightPx }}>
      <Message id="app.community.loading" />
    </div>
  );
}
