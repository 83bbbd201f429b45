import { useState, type KeyboardEvent, type MouseEvent } from "react";
import { absoluteUrl } from "~/lib/meta";
import { useT } from "~/i18n/useT";
import { ImageLightbox, type LightboxImage } from "./ImageLightbox";
import { FRENCH_CONTENT } from "~/i18n/french-content";

/**
 * Article HTML rendered at build time. One listener handles what the HTML contains: heading
 * anchors copy their link (citable rules), images open in the popup, Escape hides a glossary tooltip.
 */
export function ArticleBody({ html }: { html: string }) {
  const t = useT();
  const [image, setImage] = useState<LightboxImage | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const openImage = (target: HTMLImageElement) =>
    setImage({ src: target.currentSrc || target.src, alt: target.alt, returnFocusTo: target });

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const anchor = target.closest<HTMLAnchorElement>("a[data-copy-link]");
    if (anchor) {
      const id = anchor.dataset.copyLink ?? "";
      const url = absoluteUrl(`${window.location.pathname}#${id}`);
      void navigator.clipboard?.writeText(url).then(
        () => setAnnouncement(t("app.notice.linkCopied")),
        () => {},
      );
      return;
    }
    if (target instanceof HTMLImageElement && target.classList.contains("zoomable")) openImage(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (
      target instanceof HTMLImageElement &&
      target.classList.contains("zoomable") &&
      (event.key === "Enter" || event.key === " ")
    ) {
      event.preventDefault();
      openImage(target);
    }
    if (event.key === "Escape" && target.classList.contains("glossary__term")) {
      target.closest(".glossary")?.classList.add("glossary--dismissed");
    }
  };

  const onFocusOrHover = (event: { target: EventTarget }) => {
    (event.target as HTMLElement).closest?.(".glossary--dismissed")?.classList.remove("glossary--dismissed");
  };

  return (
    <>
      {/* Delegated handlers: the interactive elements inside are real links, images with role=button. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className="article-body"
        {...FRENCH_CONTENT}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onMouseOver={onFocusOrHover}
        onFocus={onFocusOrHover}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <ImageLightbox image={image} onClose={() => setImage(null)} />
    </>
  );
}
