import { useEffect, useRef } from "react";
import { Icon } from "~/components/Icon";
import { useT } from "~/i18n/useT";
import { loadPopupStyles } from "./popup-styles";

export interface LightboxImage {
  src: string;
  alt: string;
  /** Where focus goes back when the popup closes. */
  returnFocusTo: HTMLElement;
}

/**
 * The image popup: a modal dialog showing the image at its own size, so that a diagram's labels
 * can be read; where it is larger than the screen it scrolls, pans under a finger and pinches.
 * The close button sits in a bar above it, never on the image. A click or a tap anywhere, or
 * Escape, closes it (a drag or a pinch is no click), and focus returns to the image that opened it.
 */
export function ImageLightbox({ image, onClose }: { image: LightboxImage | null; onClose: () => void }) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    void loadPopupStyles();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !image) return;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      image.returnFocusTo.focus();
    };
  }, [image]);

  return (
    // The whole popup is the close control: a click on the image, its bar or the backdrop closes it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-label={image?.alt ?? t("app.notice.image.close")}
      onClose={onClose}
      onClick={onClose}
    >
      {image ? (
        <>
          <div className="lightbox__bar">
            <button type="button" className="lightbox__close icon-button" onClick={onClose}>
              <Icon name="close" size={20} />
              <span className="visually-hidden">{t("app.notice.image.close")}</span>
            </button>
          </div>
          {/* Focusable, so that the keyboard scrolls it too where the image is larger than the screen. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="lightbox__view" role="group" aria-label={image.alt} tabIndex={0}>
            <img src={image.src} alt={image.alt} className="lightbox__image" />
          </div>
        </>
      ) : null}
    </dialog>
  );
}
