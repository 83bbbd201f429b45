import { Icon } from "~/components/Icon";
import type { ArticleLink } from "~/notice/model";
import { useT } from "~/i18n/useT";
import { FRENCH_CONTENT } from "~/i18n/french-content";
import { LocalizedLink } from "~/i18n/LocalizedLink";

/** Previous and next articles in reading order (categories, then articles, by their order). */
export function PrevNextLinks({ previous, next }: { previous?: ArticleLink; next?: ArticleLink }) {
  const t = useT();
  if (!previous && !next) return null;
  return (
    <nav className="prev-next" aria-label={t("app.notice.pagination")}>
      {previous ? (
        <LocalizedLink to={previous.path} rel="prev" className="prev-next__link prev-next__link--previous">
          <span className="prev-next__label">
            <Icon name="arrow-left" size={16} className="flip-rtl" />
            {t("app.notice.previous")}
          </span>
          <span className="prev-next__title" {...FRENCH_CONTENT}>
            {previous.title}
          </span>
        </LocalizedLink>
      ) : (
        <span />
      )}
      {next ? (
        <LocalizedLink to={next.path} rel="next" className="prev-next__link prev-next__link--next">
          <span className="prev-next__label">
            {t("app.notice.next")}
            <Icon name="arrow-right" size={16} className="flip-rtl" />
          </span>
          <span className="prev-next__title" {...FRENCH_CONTENT}>
            {next.title}
          </span>
        </LocalizedLink>
      ) : null}
    </nav>
  );
}
