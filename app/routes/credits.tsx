import { ContributorsColumn } from "~/components/credits/ContributorsColumn";
import { CreditsHero } from "~/components/credits/CreditsHero";
import { OthersColumn } from "~/components/credits/OthersColumn";
import { TeamColumn } from "~/components/credits/TeamColumn";
import { catalogueMeta } from "~/lib/meta";
import "~/styles/pages.css";
import "~/styles/credits.css";

export const meta = catalogueMeta("credits");

export default function Credits() {
  return (
    <div className="page credits">
      <CreditsHero />
      <div className="credits-columns">
        <TeamColumn />
        <ContributorsColumn />
        <OthersColumn />
      </div>
    </div>
  );
}
