import { useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/Icon";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { useT } from "~/i18n/useT";
import { cycleTab } from "~/lib/keyboard/tab-cycle";
import { loadPopupStyles } from "./popup-styles";

export interface LightboxImage {
  src: string;
  alt: string;
  /** Where focus goes back when the popup closes. */
  returnFocusTo: HTMLElement;
}

/**
 * The image popup: a modal dialog that opens with the whole image fitted to the screen, so that a
 * reader first sees all of a diagram. Where the image is larger than the screen, a button in the
 * bar shows it at its own size, so that its labels can be read (it then scrolls, pans under a
 * finger and pinches), and back; the button says what it will do. The close button sits in that
 * bar, never on the image. A click or a tap anywhere else, or Escape, closes it (a drag or a pinch
 * is no click), and focus returns to the link that opened it. Tab and Shift+Tab cycle inside it.
 */
export function ImageLightbox({ image, onClose }: { image: LightboxImage | null; onClose: () => void }) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  // Kept per image, so that each image opens fitted.
  const [ownSize, setOwnSize] = useState<LightboxImage | null>(null);
  /** The image whose own size is larger than the view, so that showing it at that size changes something. */
  const [larger, setLarger] = useState<LightboxImage | null>(null);
  const fit = image !== null && ownSize !== image;

  const measure = useCallback(() => {
    const view = viewRef.current;
    const picture = view?.querySelector("img");
    if (!view || !picture?.naturalWidth) return;
    const style = getComputedStyle(view);
    const width = view.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const height = view.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    setLarger(picture.naturalWidth > width + 0.5 || picture.naturalHeight > height + 0.5 ? image : null);
  }, [image]);

  useEffect(() => {
    if (!image) return undefined;
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [image, measure]);

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
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={fit ? "lightbox lightbox--fit" : "lightbox"}
      aria-label={image?.alt ?? t("app.notice.image.close")}
      onClose={(event) => {
        // A close event is queued as a task: when the popup was opened again before it ran (a link
        // followed right after a close), it belongs to the earlier image and must not close this one.
        if (!event.currentTarget.open) onClose();
      }}
      onClick={onClose}
      // Tab cycles through the popup: the page behind it never gets focus, not for one press.
      onKeyDown={(event) => cycleTab(event.nativeEvent, event.currentTarget)}
    >
      {image ? (
        <>
          <div className="lightbox__bar">
            {image === larger ? (
              <button
                type="button"
                className="lightbox__fit icon-button"
                onClick={(event) => {
                  // Not a click on the popup, which would close it.
                  event.stopPropagation();
                  setOwnSize(fit ? image : null);
                }}
              >
                <Icon name={fit ? "maximize" : "minimize"} size={18} />
                {t(fit ? "app.notice.image.ownSize" : "app.notice.image.fit")}
              </button>
            ) : null}
            <button type="button" className="lightbox__close icon-button" onClick={onClose}>
              <Icon name="close" size={20} />
              <span className="visually-hidden">{t("app.notice.image.close")}</span>
            </button>
          </div>
          {/* Focusable, so that the keyboard scrolls it too where the image is larger than the screen.
              Left to right in any page: a French diagram opens at its start, step 1, in Arabic too. */}
          <div
            ref={viewRef}
            className="lightbox__view"
            role="group"
            aria-label={image.alt}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            {...FRENCH_CONTENT}
          >
            <img src={image.src} alt={image.alt} className="lightbox__image" onLoad={measure} />
          </div>
        </>
      ) : null}
    </dialog>
  );
}
