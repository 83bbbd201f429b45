import { ContributorsColumn } from "~/components/credits/ContributorsColumn";
import { PageHero } from "~/components/PageHero";
import { OthersColumn } from "~/components/credits/OthersColumn";
import { TeamColumn } from "~/components/credits/TeamColumn";
import { SITE } from "~/config/site";
import { catalogueMeta } from "~/lib/meta";
import "~/styles/pages.css";
import "~/styles/credits.css";

export const meta = catalogueMeta("credits");

export default function Credits() {
  return (
    <div className="page credits">
      <PageHero
        kicker="app.credits.kicker"
        title="app.credits.title"
        intro="app.credits.intro"
        introValues={{ site: SITE.name }}
      />
      <div className="credits-columns">
        <TeamColumn />
        <ContributorsColumn />
        <OthersColumn />
      </div>
    </div>
  );
}
