import { FR_OVERRIDES } from "./locale-fr-overrides";

/** The address staff may type or keep for the media library: Decap has none and said « Introuvable ». */
const MEDIA_ADDRESS = /^#\/media\/?$/;

/**
 * `#/media` opens the media library over the editor's home, as the header's « Médias » button
 * does (Decap's media library is a window, not a page with an address).
 */
export function openMediaFromAddress(target: Window = window) {
  const label = FR_OVERRIDES.app.header.media;
  const open = () => {
    if (!MEDIA_ADDRESS.test(target.location.hash)) return;
    target.location.replace("#/");
    const doc = target.document;
    const button = () =>
      [...doc.querySelectorAll("header button")].find(
        (candidate) => candidate.textContent?.trim() === label,
      ) as HTMLButtonElement | undefined;
    // The header appears once staff are logged in.
    const found = button();
    if (found) return found.click();
    const observer = new MutationObserver(() => {
      const late = button();
      if (!late) return;
      observer.disconnect();
      late.click();
    });
    observer.observe(doc.body, { childList: true, subtree: true });
  };
  open();
  target.addEventListener("hashchange", open);
}
