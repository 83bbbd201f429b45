import type { PreviewTemplateComponentProps } from "decap-cms-core";
import { Icon } from "~/components/Icon";
import { SocialLinkList } from "~/components/layout/SocialLinkList";
import { socialLinkOf } from "~/data/social-link";
import { SOCIAL_NETWORKS, type SocialEntry } from "~/data/social-schema";
import { LocaleProvider } from "~/i18n/LocaleProvider";
import { frenchLabel } from "../config/catalogue-options";
import { useFrenchLoaded } from "./useFrenchLoaded";

const HTTPS = /^https:\/\/\S+$/;

/**
 * The social links as the site's footer shows them (its own component: the networks' icons, in
 * order, the bouncing one included), then each network by its French name with its address, a
 * wrong address marked, so staff see what each icon opens.
 */
export function SocialPreview({ entry }: PreviewTemplateComponentProps) {
  const loaded = useFrenchLoaded();
  if (!loaded) return null;
  const data = (entry.getIn(["data", "links"]) as { toJS?: () => unknown } | undefined)?.toJS?.();
  const entries = (Array.isArray(data) ? data : []) as Partial<SocialEntry>[];
  const links = entries
    .filter((item): item is SocialEntry => SOCIAL_NETWORKS.includes(item.id as SocialEntry["id"]))
    .map((item) => socialLinkOf({ ...item, link: item.link ?? "" }));
  return (
    <LocaleProvider locale="fr">
      <div className="editor-preview social-preview">
        <SocialLinkList links={links} />
        <ul className="social-preview__list">
          {links.map((link) => (
            <li key={link.id}>
              <Icon name={link.icon} size={18} />
              <strong>{frenchLabel(link.labelKey)}</strong>
              {HTTPS.test(link.link) ? (
                <span>{link.link}</span>
              ) : (
                <span className="social-preview__wrong">
                  Lien à corriger{"\u00a0"}: {link.link || "vide"}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </LocaleProvider>
  );
}
