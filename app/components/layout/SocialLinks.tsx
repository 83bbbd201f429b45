import { SOCIAL_LINKS } from "~/data/social";
import { SocialLinkList } from "./SocialLinkList";

/** The community's social links of content/social.json. */
export function SocialLinks() {
  return <SocialLinkList links={SOCIAL_LINKS} />;
}
