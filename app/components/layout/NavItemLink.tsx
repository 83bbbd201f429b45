import { useLocation } from "react-router";
import { Icon } from "~/components/Icon";
import { isNavEntryActive, type NavEntry } from "~/data/navigation";
import { LocalizedLink } from "~/i18n/LocalizedLink";
import { Message } from "~/i18n/Message";
import { splitLocalePath } from "~/i18n/paths";

/** One navigation entry: a router link for internal paths, a plain link for external ones. */
export function NavItemLink({
  entry,
  onNavigate,
  replace = false,
  showIcon = true,
}: {
  entry: NavEntry;
  onNavigate?: () => void;
  /** Whether the page opened replaces the current history entry (a menu's own, overlay-history.ts). */
  replace?: boolean;
  /** The footer's plain list of links leaves the icons out (lighter pages, quieter footer). */
  showIcon?: boolean;
}) {
  const { pathname } = useLocation();
  const className = entry.button ? "nav-link nav-link--button" : "nav-link";
  if (entry.path) {
    const active = isNavEntryActive(entry, splitLocalePath(pathname).sitePath);
    return (
      <LocalizedLink
        to={entry.path}
        className={className}
        aria-current={active ? "page" : undefined}
        data-active={active || undefined}
        onClick={onNavigate}
        replace={replace}
      >
        {showIcon ? <Icon name={entry.icon} size={18} /> : null}
        <span>
          <Message id={entry.labelKey} />
        </span>
      </LocalizedLink>
    );
  }
  const external = entry.url?.startsWith("http");
  return (
    <a
      href={entry.url}
      className={className}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {showIcon ? <Icon name={entry.icon} size={18} /> : null}
      <span>
        <Message id={entry.labelKey} />
      </span>
    </a>
  );
}
