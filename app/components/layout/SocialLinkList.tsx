import { Icon } from "~/components/Icon";
import type { SocialLink } from "~/data/social-link";
import { useT } from "~/i18n/useT";

/** The community's networks as round icons, each labelled with its name (the footer; the editor's preview). */
export function SocialLinkList({ links }: { links: readonly SocialLink[] }) {
  const t = useT();
  return (
    <ul className="social-links">
      {links.map((social) => (
        <li key={social.id}>
          <a
            href={social.link}
            target="_blank"
            rel="noopener noreferrer"
            className={social.bounce ? "social-link social-link--bounce" : "social-link"}
            aria-label={t("app.network.opensInNewTab", { name: t(social.labelKey) })}
          >
            <Icon name={social.icon} size={22} />
          </a>
        </li>
      ))}
    </ul>
  );
}
