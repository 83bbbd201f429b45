import type { ReactNode } from "react";
import { Icon } from "~/components/Icon";
import { useT } from "~/i18n/useT";

interface NewTabLinkProps {
  href: string;
  /** Plain text of the link, also used for its accessible name with the "new tab" hint. */
  label: string;
  className?: string;
  /** Drawn before the label (an icon); decorative. */
  children?: ReactNode;
}

/** A link to another site, opened in a new tab; screen readers hear that it opens one. */
export function NewTabLink({ href, label, className, children }: NewTabLinkProps) {
  const t = useT();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={t("app.network.opensInNewTab", { name: label })}
    >
      {children}
      {/* Isolated: a label in another script keeps its own order inside right-to-left text. */}
      <bdi>{label}</bdi>
      <Icon name="external" size={16} className="new-tab-icon" />
    </a>
  );
}
