import { Icon } from "~/components/Icon";
import { NOTICE_HOME } from "~/notice/model";
import { useT } from "~/i18n/useT";
import { LocalizedLink } from "~/i18n/LocalizedLink";
import type { Crumb } from "~/notice/trail";

/** Home icon linking to /notice, then each level; the last one is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useT();
  // Each separator ends the item before it: a line that wraps ends with one, and none starts with one.
  const separator = <Icon name="chevron-right" size={14} className="breadcrumb__separator" />;
  return (
    <nav className="breadcrumb" aria-label={t("app.notice.breadcrumb")}>
      <ol>
        <li>
          <LocalizedLink to={NOTICE_HOME} aria-current={crumbs.length === 0 ? "page" : undefined}>
            <Icon name="home" size={16} />
            <span className="visually-hidden">{t("app.notice.breadcrumbHome")}</span>
          </LocalizedLink>
          {crumbs.length > 0 ? separator : null}
        </li>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path}>
              <span aria-current="page">{crumb.label}</span>
            </li>
          ) : (
            <li key={crumb.path}>
              <LocalizedLink to={crumb.path}>{crumb.label}</LocalizedLink>
              {separator}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
