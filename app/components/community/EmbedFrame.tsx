import { LAYOUT } from "~/config/site";

/**
 * An embedded widget's frame at its fixed height (400 px); `title` names it for assistive technology.
 * Full screen is granted through `allow` only ("fullscreen"): the old `allowfullscreen` attribute
 * next to `allow` makes Chromium warn that one overrides the other.
 */
export function EmbedFrame({ src, title, allow }: { src: string; title: string; allow?: string }) {
  return (
    <iframe
      className="embed-frame"
      src={src}
      title={title}
      height={LAYOUT.embedHeightPx}
      style={{ height: LAYOUT.embedHeightPx }}
      loading="lazy"
      allow={allow}
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
