import { useEffect, useRef } from "react";
import { useT } from "~/i18n/useT";
import { loadPopupStyles } from "./popup-styles";

export interface LightboxImage {
  src: string;
  alt: string;
  /** Where focus goes back when the popup closes. */
  returnFocusTo: HTMLElement;
}

/**
 * The image popup: a modal dialog showing the image large. A click anywhere or Escape closes it,
 * and focus returns to the image that opened it.
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
    // The whole popup is the close control: a click on the image or the backdrop closes it.
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
          <img src={image.src} alt={image.alt} className="lightbox__image" />
          <button type="button" className="lightbox__close icon-button" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("app.notice.image.close")}</span>
          </button>
        </>
      ) : null}
    </dialog>
  );
}
