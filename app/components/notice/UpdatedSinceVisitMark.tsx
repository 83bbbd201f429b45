import { localeDirection } from "~/i18n/locales";
import { useLocale } from "~/i18n/LocaleProvider";
import { useT } from "~/i18n/useT";

/**
 * The mark of an article changed since the reader's last visit: a dot drawn in space its parent
 * reserves (so nothing moves when it appears after hydration) and words for screen readers.
 */
export function UpdatedSinceVisitMark() {
  const t = useT();
  const { locale } = useLocale();
  return (
    <span className="since-visit-mark">
      <span className="visually-hidden" lang={locale} dir={localeDirection(locale)}>
        {` (${t("app.notice.updatedSinceVisit")})`}
      </span>
    </span>
  );
}
