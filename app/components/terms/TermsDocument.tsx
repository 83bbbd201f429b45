import { useState, type MouseEvent } from "react";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { useT } from "~/i18n/useT";
import { absoluteUrl } from "~/lib/meta";
import { HeadingControlLabels } from "~/components/notice/HeadingControlLabels";

/**
 * The French terms, rendered at build time from content/terms/terms.md. A section's "#" anchor
 * also copies the section's address, so that a clause can be quoted in a support ticket.
 */
export function TermsDocument({ description, html }: { description: string; html: string }) {
  const t = useT();
  const [announcement, setAnnouncement] = useState("");

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[data-copy-link]");
    if (!anchor) return;
    const url = absoluteUrl(`${window.location.pathname}#${anchor.dataset.copyLink ?? ""}`);
    void navigator.clipboard?.writeText(url).then(
      () => setAnnouncement(t("app.terms.linkCopied")),
      () => {},
    );
  };

  return (
    <>
      <article className="terms-document" {...FRENCH_CONTENT}>
        <p className="terms-document__lead">{description}</p>
        {/* Built from the repository's own Markdown at build time, never from visitor input. */}
        {/* Delegated click: the elements inside that react to it are real links. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events */}
        <div className="terms-document__body" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <HeadingControlLabels />
    </>
  );
}
