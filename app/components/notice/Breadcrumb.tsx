import { Icon } from "~/components/Icon";
import { NOTICE_HOME } from "~/notice/model";
import { useT } from "~/i18n/useT";
import { LocalizedLink } from "~/i18n/LocalizedLink";
import type { Crumb } from "~/notice/trail";

/** Home icon linking to /notice, then each level; the last one is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav className="breadcrumb" aria-label={t("app.notice.breadcrumb")}>
      <ol>
        <li>
          <LocalizedLink to={NOTICE_HOME} aria-current={crumbs.length === 0 ? "page" : undefined}>
            <Icon name="home" size={16} />
            <span className="visually-hidden">{t("app.notice.breadcrumbHome")}</span>
          </LocalizedLink>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            <Icon name="chevron-right" size={14} className="breadcrumb__separator" />
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <LocalizedLink to={crumb.path}>{crumb.label}</LocalizedLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
