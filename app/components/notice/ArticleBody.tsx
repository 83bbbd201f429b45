import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { measuredHeaderHeight } from "~/lib/hash-scroll";
import { useOverlayEntry } from "~/lib/overlay-history";
import { articleColumn, GLOSSARY_GAP, GLOSSARY_MARGIN } from "./glossary-placement";
import { EarlyImageTaps, takeEarlyImageTap } from "./EarlyImageTaps";
import { GlossaryPopover, type GlossaryEntry } from "./GlossaryPopover";
import { ImageLightbox, type LightboxImage } from "./ImageLightbox";
import { useHeadingCopy } from "./useHeadingCopy";

/**
 * A glossary tooltip opens above its term, from the term's start; near a side of the article's
 * column it is moved back inside (it never covers the menu beside it), and under the header it
 * opens below the term instead. Its place is worked out from the term's box and the tip's size,
 * not from where the tip is drawn now, so calling this again (hover after focus) gives the same answer.
 */
function keepTipInColumn(glossary: HTMLElement) {
  const tip = glossary.querySelector<HTMLElement>(".glossary__tip");
  const start = glossary.getClientRects()[0];
  // Hidden (dismissed, or not shown yet): nothing to measure, and the last placement still holds.
  if (!tip || !start || tip.offsetWidth === 0) return;
  const width = tip.offsetWidth;
  // The tip's containing block starts where the term's first line starts (inset-inline-start: 0).
  const left = getComputedStyle(glossary).direction === "rtl" ? start.right - width : start.left;
  const column = articleColumn(glossary);
  let shift = left + width > column.right ? column.right - (left + width) : 0;
  if (left + shift < column.left) shift = column.left - left;
  if (Math.round(shift) === 0) tip.style.removeProperty("translate");
  else tip.style.translate = `${Math.round(shift)}px 0`;
  const roomAbove =
    start.top - GLOSSARY_GAP - tip.offsetHeight >= measuredHeaderHeight(document) + GLOSSARY_MARGIN;
  tip.classList.toggle("glossary__tip--below", !roomAbove);
}

/** The glossary entry a term links to, read from the article's HTML. */
function glossaryEntry(term: HTMLAnchorElement): GlossaryEntry {
  const tip = document.getElementById(term.getAttribute("aria-describedby") ?? "");
  return { term, definition: tip?.textContent?.trim() ?? "", href: term.getAttribute("href") ?? "" };
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
 * tooltip stays in the column and Escape hides it; on touch, a first tap on a term opens its
 * definition instead of following the link.
 */
export function ArticleBody({ html, categoryTitle, articleTitle }: Props) {
  const [image, setImage] = useState<LightboxImage | null>(null);
  const [glossary, setGlossary] = useState<GlossaryEntry | null>(null);
  const pointer = useRef("");
  const titles = useMemo(() => ({ categoryTitle, articleTitle }), [categoryTitle, articleTitle]);
  const { announcement, onCopyClick } = useHeadingCopy(titles);
  const closeGlossary = useCallback(() => setGlossary(null), []);
  const closeImage = useCallback(() => setImage(null), []);
  // On a phone, Back closes the image popup or the definition rather than leaving the article.
  const imageEntry = useOverlayEntry("image", image !== null, closeImage);
  const definitionEntry = useOverlayEntry("glossary", glossary !== null, closeGlossary);

  /** Opens the image of a `.zoomable-link` in the popup; focus comes back to the link. */
  const openImage = (link: HTMLAnchorElement) => {
    const target = link.querySelector("img");
    if (target) setImage({ src: target.currentSrc || target.src, alt: target.alt, returnFocusTo: link });
  };

  // A diagram tapped while the page was still loading opens now, instead of being lost: a tap
  // from before hydration, an event from outside React, so it can only be read after mount.
  useEffect(() => {
    const link = takeEarlyImageTap();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (link) openImage(link);
  }, []);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (onCopyClick(target)) return;
    const zoom = target.closest<HTMLAnchorElement>(".zoomable-link");
    // A click that asks for a new tab or a download gets the file, as any link would.
    if (zoom && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) {
      event.preventDefault();
      openImage(zoom);
    }
    const term = target.closest<HTMLAnchorElement>(".glossary__term");
    if (term && pointer.current === "touch" && glossary?.term !== term) {
      event.preventDefault();
      // Its hover tooltip would show the same words over the popover.
      term.closest(".glossary")?.classList.add("glossary--dismissed");
      setGlossary(glossaryEntry(term));
    } else if (
      term &&
      glossary?.term === term &&
      definitionEntry.onEntry &&
      term.pathname !== window.location.pathname
    ) {
      // The second tap follows the term's link: the entry page takes the definition's history
      // entry, so that Back from it returns to the article, not to a closed definition.
      event.preventDefault();
      definitionEntry.leave();
      window.location.replace(term.href);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    pointer.current = "";
    const target = event.target as HTMLElement;
    if (event.key === "Escape" && target.classList.contains("glossary__term")) {
      target.closest(".glossary")?.classList.add("glossary--dismissed");
    }
  };

  // A definition shown by the mouse closes on Escape too, the pointer staying where it is
  // (WCAG 1.4.13): Escape reaches the document, not the term, which has no focus.
  const hovered = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      const mark = hovered.current;
      if (event.key === "Escape" && mark?.matches(":hover")) mark.classList.add("glossary--dismissed");
    };
    document.addEventListener("keydown", onEscape);
    return () => document.removeEventListener("keydown", onEscape);
  }, []);

  const onFocusOrHover = (event: { target: EventTarget; type: string }) => {
    if (pointer.current === "touch") return;
    const mark = (event.target as HTMLElement).closest?.<HTMLElement>(".glossary");
    if (!mark) return;
    if (event.type === "mouseover") hovered.current = mark;
    mark.classList.remove("glossary--dismissed");
    keepTipInColumn(mark);
    // Again once the browser has settled what the event started (a scroll into view, the hover state).
    requestAnimationFrame(() => keepTipInColumn(mark));
  };

  return (
    <div className="article-body-frame">
      <EarlyImageTaps />
      {/* Delegated handlers: the interactive elements inside are real links and buttons. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className="article-body"
        {...FRENCH_CONTENT}
        onPointerDown={(event) => {
          pointer.current = event.pointerType;
        }}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onMouseOver={onFocusOrHover}
        onFocus={onFocusOrHover}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {glossary ? (
        <GlossaryPopover
          entry={glossary}
          onClose={() => {
            closeGlossary();
            definitionEntry.dismiss();
          }}
          history={definitionEntry}
        />
      ) : null}
      <p className="copy-toast" role="status">
        {announcement}
      </p>
      <ImageLightbox
        image={image}
        onClose={() => {
          closeImage();
          imageEntry.dismiss();
        }}
      />
    </div>
  );
}
