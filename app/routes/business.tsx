import { BusinessContact } from "~/components/business/BusinessContact";
import { BusinessGames } from "~/components/business/BusinessGames";
import { BusinessHero } from "~/components/business/BusinessHero";
import { BusinessServices } from "~/components/business/BusinessServices";
import type { RouteHandle } from "~/components/layout/LocalizedTitle";
import { catalogueMeta } from "~/lib/meta";
import "~/styles/pages.css";
import "~/styles/business.css";

export const handle: RouteHandle = { titleKey: "app.title.business" };

export function meta() {
  return catalogueMeta("/business", "app.title.business", "app.meta.business");
}

export default function Business() {
  return (
    <div className="page business">
      <BusinessHero />
      <BusinessServices />
      <BusinessGames />
      <BusinessContact />
    </div>
  );
}
