import { useEffect, useRef, useState } from "react";
import { HOME_MEDIA } from "~/config/home";
import { TIMING } from "~/config/site";
import { VideoCaptions } from "~/components/VideoCaptions";
import { Message } from "~/i18n/Message";
import { useT } from "~/i18n/useT";
import { prefersReducedMotion } from "~/lib/hash-scroll";

/**
 * The presentation video. Its source is attached only after a short delay so that the page
 * itself is drawn first; until then the poster shows. Muted and looping, it starts
 * on its own unless the visitor asked for reduced motion; the controls can pause it.
 */
export function HomeVideo() {
  const t = useT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [source, setSource] = useState<{ autoplay: boolean } | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(
      () => setSource({ autoplay: !prefersReducedMotion(window) }),
      TIMING.videoMountDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, []);

  // An autoplay attribute added after the first render is not honoured: start it explicitly.
  useEffect(() => {
    if (!source?.autoplay) return;
    // A refused autoplay (browser policy) leaves the poster and the controls: nothing to handle.
    videoRef.current?.play().catch(() => {});
  }, [source]);

  return (
    <section className="home-video" aria-labelledby="home-video-title">
      <div className="home-video__intro">
        <h2 id="home-video-title">
          <Message id="app.home.video.title" />
        </h2>
        <p>
          <Message id="app.home.video.text" />
        </p>
      </div>
      <div className="home-video__frame">
        <video
          ref={videoRef}
          className="home-video__player"
          poster={HOME_MEDIA.videoPoster}
          width={HOME_MEDIA.videoWidth}
          height={HOME_MEDIA.videoHeight}
          muted
          loop
          playsInline
          controls
          preload="metadata"
          aria-label={t("app.home.video.label")}
        >
          {source ? <source src={HOME_MEDIA.video} type="video/mp4" /> : null}
          <VideoCaptions tracks={HOME_MEDIA.captions} />
        </video>
      </div>
    </section>
  );
}
