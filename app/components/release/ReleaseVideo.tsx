import type { ReactNode } from "react";
import { RELEASE_MEDIA } from "~/config/release";
import { VideoCaptions } from "~/components/VideoCaptions";
import { useT } from "~/i18n/useT";

/**
 * The joke video: muted and looping, it starts on its own; its controls can pause it. It shows
 * French words: its captions say them in the page's language, at the top of the picture, and are
 * off at first in French. Children lie over it.
 */
export function ReleaseVideo({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <div className="release-video">
      <video
        className="release-video__player"
        src={RELEASE_MEDIA.video}
        poster={RELEASE_MEDIA.poster}
        width={RELEASE_MEDIA.width}
        height={RELEASE_MEDIA.height}
        muted
        autoPlay
        loop
        playsInline
        controls
        aria-label={t("app.release.videoLabel")}
      >
        <VideoCaptions
          tracks={RELEASE_MEDIA.captions}
          offByDefaultIn={RELEASE_MEDIA.captionsOffByDefaultIn}
        />
      </video>
      {children}
    </div>
  );
}
