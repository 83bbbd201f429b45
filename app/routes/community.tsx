import { CommunityHero } from "~/components/community/CommunityHero";
import { CommunityTabs } from "~/components/community/CommunityTabs";
import { useDocumentScript } from "~/components/community/useDocumentScript";
import type { RouteHandle } from "~/components/layout/LocalizedTitle";
import { COMMUNITY_EMBEDS } from "~/config/site";
import { catalogueMeta } from "~/lib/meta";
import "~/styles/pages.css";
import "~/styles/community.css";

export const handle: RouteHandle = { titleKey: "app.title.community" };

export function meta() {
  return catalogueMeta("/community", "app.title.community", "app.meta.community");
}

export default function Community() {
  // The timeline script belongs to this page only: added on arrival, removed on leaving.
  useDocumentScript(COMMUNITY_EMBEDS.twitterScriptId, COMMUNITY_EMBEDS.twitterScriptUrl);
  return (
    <div className="page community">
      <CommunityHero />
      <CommunityTabs />
    </div>
  );
}
