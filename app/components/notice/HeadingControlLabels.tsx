import { useT } from "~/i18n/useT";
import { HEADING_CONTROL_LABEL_IDS } from "~/lib/markdown/heading-control-ids";

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
