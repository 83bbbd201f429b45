import { useCallback, useEffect, useState } from "react";
import type { MessageKey } from "~/i18n/messages";
import { useT } from "~/i18n/useT";
import { absoluteUrl } from "~/lib/meta";
import { citationText } from "~/notice/citation";
import { headingTextId } from "~/lib/markdown/heading-control-ids";

const CONTROLS = "[data-copy-link], [data-copy-citation]";

/** How long the confirmation stays on screen, and the control shows its check mark, in ms. */
const SHOWN_MS = 3000;

/** A heading's own text, without the copy controls added to it. */
function headingText(heading: Element): string {
  return document.getElementById(headingTextId(heading.id))?.textContent?.trim() ?? "";
}

/**
 * The copy controls of an article's headings (rendered at build time): "#" copies the section's
 * address, the quote button a citation to paste into a ticket. Each copy is confirmed on screen
 * (a message, read out by a polite live region, and a check mark on the control) as the map
 * card's "copy link" does. (Their names come from the HTML: see app/notice/heading-controls.ts.)
 */
export function useHeadingCopy(titles: { categoryTitle: string; articleTitle: string }) {
  const t = useT();
  const [announcement, setAnnouncement] = useState({ text: "", count: 0 });

  // The confirmation goes away after a while; a new copy starts the wait again.
  useEffect(() => {
    if (!announcement.text) return undefined;
    const timer = window.setTimeout(
      () => setAnnouncement((previous) => ({ ...previous, text: "" })),
      SHOWN_MS,
    );
    return () => window.clearTimeout(timer);
  }, [announcement]);

  const copy = useCallback(
    (control: HTMLElement, text: string, done: MessageKey) => {
      // The same words twice in a row are not read again: alternate an invisible difference.
      const announce = (key: MessageKey) =>
        setAnnouncement((previous) => ({ text: t(key), count: previous.count + 1 }));
      const copied = () => {
        announce(done);
        control.dataset.copied = "";
        window.setTimeout(() => delete control.dataset.copied, SHOWN_MS);
      };
      if (!navigator.clipboard) {
        announce("app.notice.copyFailed");
        return;
      }
      navigator.clipboard.writeText(text).then(copied, () => announce("app.notice.copyFailed"));
    },
    [t],
  );

  /** Handles a click on a copy control; returns false for any other click. */
  const onCopyClick = useCallback(
    (target: HTMLElement): boolean => {
      const control = target.closest<HTMLElement>(CONTROLS);
      const heading = control?.closest("h2, h3");
      if (!control || !heading) return false;
      const id = control.dataset.copyLink ?? control.dataset.copyCitation ?? "";
      const url = absoluteUrl(`${window.location.pathname}#${id}`);
      if (control.dataset.copyLink !== undefined) copy(control, url, "app.notice.linkCopied");
      else
        copy(
          control,
          citationText({ ...titles, headingText: headingText(heading), url }),
          "app.notice.citationCopied",
        );
      return true;
    },
    [copy, titles],
  );

  const live = announcement.text ? `${announcement.text}${announcement.count % 2 ? "" : "\u00a0"}` : "";
  return { announcement: live, onCopyClick };
}
