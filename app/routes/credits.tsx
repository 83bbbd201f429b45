import { ContributorsColumn } from "~/components/credits/ContributorsColumn";
import { CreditsHero } from "~/components/credits/CreditsHero";
import { OthersColumn } from "~/components/credits/OthersColumn";
import { TeamColumn } from "~/components/credits/TeamColumn";
import type { RouteHandle } from "~/components/layout/LocalizedTitle";
import { catalogueMeta } from "~/lib/meta";
import "~/styles/pages.css";
import "~/styles/credits.css";

export const handle: RouteHandle = { titleKey: "app.title.credits" };

export function meta() {
  return catalogueMeta("/credits", "app.title.credits", "app.meta.credits");
}

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
