import { PageHero } from "~/components/PageHero";
import { CommunityTabs } from "~/components/community/CommunityTabs";
import { useDocumentScript } from "~/components/community/useDocumentScript";
import { COMMUNITY_EMBEDS } from "~/config/community";
import { catalogueMeta } from "~/lib/meta";
import "~/styles/pages.css";
import "~/styles/community.css";

export const meta = catalogueMeta("community");

export default function Community() {
  // The timeline script belongs to this page only: added on arrival, removed on leaving.
  useDocumentScript(COMMUNITY_EMBEDS.twitterScriptId, COMMUNITY_EMBEDS.twitterScriptUrl);
  return (
    <div className="page community">
      <PageHero kicker="app.community.kicker" title="app.community.title" intro="app.community.intro" />
      <CommunityTabs />
    </div>
  );
}
