import { useEffect, useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { useT } from "~/i18n/useT";
import { measuredHeaderHeight } from "~/lib/hash-scroll";
import type { OverlayEntry } from "~/lib/overlay-history";
import { articleColumn, GLOSSARY_GAP, GLOSSARY_MARGIN } from "./glossary-placement";

export interface GlossaryEntry {
  /** The term's link in the article. */
  term: HTMLAnchorElement;
  definition: string;
  /** The term's entry in the glossary. */
  href: string;
}

/**
 * A glossary term's definition opened by a tap (touch has no hover): the definition and a link to
 * the full entry, under the term (above it near the screen's bottom), inside the article column.
 * A tap elsewhere or Escape closes it; a second tap on the term follows its link. Back closes it
 * too (its history entry, overlay-history.ts).
 */
export function GlossaryPopover({
  entry,
  onClose,
  history,
}: {
  entry: GlossaryEntry;
  onClose: () => void;
  /** The definition's history entry: its link replaces it, so that Back returns to the article. */
  history: OverlayEntry;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const { term, definition, href } = entry;

  useLayoutEffect(() => {
    const popover = ref.current;
    const frame = popover?.offsetParent;
    const line = term.getClientRects()[0];
    if (!popover || !frame || !line) return;
    const column = articleColumn(term);
    const width = popover.offsetWidth;
    const height = popover.offsetHeight;
    const left = Math.min(Math.max(line.left, column.left), column.right - width);
    const below = line.bottom + GLOSSARY_GAP;
    const above = line.top - GLOSSARY_GAP - height;
    const roomBelow = below + height <= window.innerHeight - GLOSSARY_MARGIN;
    const roomAbove = above >= measuredHeaderHeight(document) + GLOSSARY_MARGIN;
    const top = roomBelow || !roomAbove ? below : above;
    const origin = frame.getBoundingClientRect();
    popover.style.left = `${Math.round(left - origin.left)}px`;
    popover.style.top = `${Math.round(top - origin.top)}px`;
  }, [term]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!ref.current?.contains(target) && !term.contains(target)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [term, onClose]);

  return (
    <div ref={ref} className="glossary-popover" role="dialog" aria-label={term.textContent ?? ""}>
      <p {...FRENCH_CONTENT}>{definition}</p>
      <Link to={href} className="glossary-popover__more" replace={history.onEntry}>
        {t("app.notice.glossary.more")}
      </Link>
    </div>
  );
}
