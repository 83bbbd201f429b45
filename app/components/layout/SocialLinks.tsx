import { Icon } from "~/components/Icon";
import { SOCIAL_LINKS } from "~/data/social";
import { useT } from "~/i18n/useT";

export function SocialLinks() {
  const t = useT();
  return (
    <ul className="social-links">
      {SOCIAL_LINKS.map((social) => (
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
