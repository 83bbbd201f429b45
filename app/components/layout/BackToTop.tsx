import { Icon } from "~/components/Icon";
import { useT } from "~/i18n/useT";

/** The id of the page's first box, where "back to top" leads. */
export const PAGE_TOP_ID = "top";

/**
 * A way back to the top of a tall page (the terms, a rulebook type page: 9,000 px and more on a
 * phone). A plain link to the page's first box: it works without JavaScript, and once the page is
 * interactive it is a jump within the page like any other (ScrollManager): its own history entry,
 * so Back returns to the place left, and focus at the top. It floats in a corner once the reader is
 * two screens down (a scroll-driven animation, no script); where browsers cannot tell that, it is a
 * link at the very end of the page.
 */
export function BackToTop() {
  const t = useT();
  return (
    <a className="back-to-top" href={`#${PAGE_TOP_ID}`}>
      <Icon name="arrow-right" size={20} className="back-to-top__icon" />
      <span className="back-to-top__label">{t("app.header.backToTop")}</span>
    </a>
  );
}
