import { useCallback, useEffect, useState, type RefObject } from "react";
import { useLocale } from "~/i18n/LocaleProvider";
import type { MessageKey } from "~/i18n/messages";
import { useT } from "~/i18n/useT";
import { absoluteUrl } from "~/lib/meta";
import { citationText } from "~/notice/citation";

const CONTROLS = "[data-copy-link], [data-copy-citation]";

/** A heading's own text, without the copy controls added to it. */
function headingText(heading: Element): string {
  return [...heading.childNodes]
    .filter((node) => !(node instanceof Element && node.matches(CONTROLS)))
    .map((node) => node.textContent ?? "")
    .join("")
    .trim();
}

/**
 * The copy controls of an article's headings (rendered at build time): "#" copies the section's
 * address, the quote button a citation to paste into a ticket. Their names follow the reader's
 * language, and each copy is announced in a polite live region.
 */
export function useHeadingCopy(
  bodyRef: RefObject<HTMLElement | null>,
  html: string,
  titles: { categoryTitle: string; articleTitle: string },
) {
  const t = useT();
  const { locale } = useLocale();
  const [announcement, setAnnouncement] = useState({ text: "", count: 0 });

  useEffect(() => {
    for (const control of bodyRef.current?.querySelectorAll<HTMLElement>(CONTROLS) ?? []) {
      const heading = control.closest("h2, h3");
      if (!heading) continue;
      const key = control.dataset.copyLink !== undefined ? "app.notice.copyLink" : "app.notice.copyCitation";
      control.setAttribute("aria-label", t(key, { title: headingText(heading) }));
      control.lang = locale;
    }
  }, [bodyRef, html, locale, t]);

  const copy = useCallback(
    (text: string, done: MessageKey) => {
      // The same words twice in a row are not read again: alternate an invisible difference.
      const announce = (key: MessageKey) =>
        setAnnouncement((previous) => ({ text: t(key), count: previous.count + 1 }));
      if (!navigator.clipboard) {
        announce("app.notice.copyFailed");
        return;
      }
      navigator.clipboard.writeText(text).then(
        () => announce(done),
        () => announce("app.notice.copyFailed"),
      );
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
      if (control.dataset.copyLink !== undefined) copy(url, "app.notice.linkCopied");
      else
        copy(
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
