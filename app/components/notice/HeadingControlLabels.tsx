import type { CSSProperties } from "react";
import { useT } from "~/i18n/useT";
import { HEADING_CONTROL_LABEL_IDS } from "~/lib/markdown/heading-control-ids";

/** A text as a CSS string, for `content`. */
const cssString = (text: string) => `"${text.replace(/["\\]/g, "\\$&")}"`;

/**
 * The copy controls' visible names, shown on hover and focus by the stylesheet (notice.css), as
 * custom properties of the rulebook's frame: the controls are rendered once for all six languages,
 * their names come from the page's. Each is how its accessible name starts (its label before the
 * heading's text), so that what is seen is what a voice command says.
 */
export function useHeadingControlTips(): CSSProperties {
  const t = useT();
  const tip = (key: "app.notice.copyLink" | "app.notice.copyCitation") =>
    cssString(t(key).replace(/\s*:$/, ""));
  return {
    "--heading-tip-link": tip("app.notice.copyLink"),
    "--heading-tip-citation": tip("app.notice.copyCitation"),
  } as CSSProperties;
}

/**
 * The first half of the names of the headings' copy controls, in the page's language, once per
 * page; each control adds its heading's text (see app/notice/heading-controls.ts).
 */
export function HeadingControlLabels() {
  const t = useT();
  return (
    <>
      <span id={HEADING_CONTROL_LABEL_IDS.copyLink} hidden>
        {t("app.notice.copyLink")}
      </span>
      <span id={HEADING_CONTROL_LABEL_IDS.copyCitation} hidden>
        {t("app.notice.copyCitation")}
      </span>
    </>
  );
}
