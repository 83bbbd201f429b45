import { useMemo, useState, type KeyboardEvent, type MouseEvent } from "react";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { measuredHeaderHeight } from "~/lib/hash-scroll";
import { ImageLightbox, type LightboxImage } from "./ImageLightbox";
import { useHeadingCopy } from "./useHeadingCopy";

/** Space kept between a glossary tooltip and the screen's edges or the header, in px. */
const TIP_MARGIN = 8;
/** Space between a tooltip and its term, as in notice.css (`calc(100% + 6px)`). */
const TIP_GAP = 6;

/**
 * A glossary tooltip opens above its term, from the term's start; near a side of the screen it is
 * moved back inside, and under the header it opens below the term instead. Its place is worked out
 * from the term's box and the tip's size, not from where the tip is drawn now, so calling this again
 * (hover after focus) gives the same answer.
 */
function keepTipOnScreen(glossary: HTMLElement) {
  const tip = glossary.querySelector<HTMLElement>(".glossary__tip");
  const start = glossary.getClientRects()[0];
  // Hidden (dismissed, or not shown yet): nothing to measure, and the last placement still holds.
  if (!tip || !start || tip.offsetWidth === 0) return;
  const width = tip.offsetWidth;
  // The tip's containing block starts where the term's first line starts (inset-inline-start: 0).
  const left = getComputedStyle(glossary).direction === "rtl" ? start.right - width : start.left;
  const right = document.documentElement.clientWidth - TIP_MARGIN;
  let shift = left + width > right ? right - (left + width) : 0;
  if (left + shift < TIP_MARGIN) shift = TIP_MARGIN - left;
  if (Math.round(shift) === 0) tip.style.removeProperty("translate");
  else tip.style.translate = `${Math.round(shift)}px 0`;
  const roomAbove = start.top - TIP_GAP - tip.offsetHeight >= measuredHeaderHeight(document) + TIP_MARGIN;
  tip.classList.toggle("glossary__tip--below", !roomAbove);
}

interface Props {
  html: string;
  /** Where the article sits, for the citations its headings copy. */
  categoryTitle: string;
  articleTitle: string;
}

/**
 * Article HTML rendered at build time. One listener handles what the HTML contains: heading
 * controls copy their link or a citation (citable rules), images open in the popup, a glossary
 * tooltip stays on screen and Escape hides it.
 */
export function ArticleBody({ html, categoryTitle, articleTitle }: Props) {
  const [image, setImage] = useState<LightboxImage | null>(null);
  const titles = useMemo(() => ({ categoryTitle, articleTitle }), [categoryTitle, articleTitle]);
  const { announcement, onCopyClick } = useHeadingCopy(titles);

  const openImage = (target: HTMLImageElement) =>
    setImage({ src: target.currentSrc || target.src, alt: target.alt, returnFocusTo: target });

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (onCopyClick(target)) return;
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
    const glossary = (event.target as HTMLElement).closest?.<HTMLElement>(".glossary");
    if (!glossary) return;
    glossary.classList.remove("glossary--dismissed");
    keepTipOnScreen(glossary);
    // Again once the browser has settled what the event started (a scroll into view, the hover state).
    requestAnimationFrame(() => keepTipOnScreen(glossary));
  };

  return (
    <>
      {/* Delegated handlers: the interactive elements inside are real links, buttons and images with role=button. */}
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
