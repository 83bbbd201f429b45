import { useEffect, useRef } from "react";
import { COMMUNITY_EMBEDS } from "~/config/community";
import { LAYOUT } from "~/config/site";
import { Message } from "~/i18n/Message";

interface TwitterWidgets {
  widgets?: { load: (element?: HTMLElement) => void };
}

/**
 * The tweet timeline: a plain link that the timeline script (added by the page) turns into the
 * widget. When the script is already there, it is asked to render this newly shown link.
 */
export function TwitterTimeline() {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const twttr = (window as Window & { twttr?: TwitterWidgets }).twttr;
    if (containerRef.current) twttr?.widgets?.load(containerRef.current);
  }, []);

  return (
    <div ref={containerRef} className="embed-timeline" style={{ height: LAYOUT.embedHeightPx }}>
      <a
        className="twitter-timeline"
        href={`https://twitter.com/${COMMUNITY_EMBEDS.twitterHandle}`}
        data-theme="dark"
        data-height={LAYOUT.embedHeightPx}
        data-dnt="true"
        data-chrome="noheader nofooter transparent"
      >
        <Message id="app.community.twitter.fallback" values={{ handle: COMMUNITY_EMBEDS.twitterHandle }} />
      </a>
    </div>
  );
}
