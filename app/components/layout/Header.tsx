import { SITE } from "~/config/site";
import { LocalizedLink } from "~/i18n/LocalizedLink";
import { useT } from "~/i18n/useT";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { MainNav } from "./MainNav";

export function Header() {
  const t = useT();
  return (
    <header className="site-header" data-site-header>
      <div className="site-header__inner">
        <LocalizedLink
          to="/"
          className="site-header__brand"
          aria-label={t("app.header.home", { site: SITE.name })}
        >
          <img src="/img/logo.svg" alt="" width="40" height="40" />
          <span aria-hidden="true">{SITE.name}</span>
        </LocalizedLink>
        <MainNav />
        <LanguageSwitcher />
      </div>
    </header>
  );
}
