import { useEffect } from "react";
import { useMatches } from "react-router";
import type { MessageKey } from "~/i18n/messages";
import { useT } from "~/i18n/useT";
import { documentTitle } from "~/lib/meta";

export interface RouteHandle {
  /** Catalogue key of the page title, so the tab title follows the chosen language. */
  titleKey?: MessageKey;
  /** The title stands alone, without the site name. */
  bareTitle?: boolean;
}

/** Pre-rendered titles are French; this keeps the tab title in the reader's language. */
export function LocalizedTitle() {
  const t = useT();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    ?.handle as RouteHandle | undefined;
  const key = handle?.titleKey;

  useEffect(() => {
    if (!key) return;
    const text = t(key);
    const title = handle?.bareTitle ? text : documentTitle(text);
    if (document.title !== title) document.title = title;
  });

  return null;
}
