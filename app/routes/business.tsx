import { BusinessContact } from "~/components/business/BusinessContact";
import { BusinessGames } from "~/components/business/BusinessGames";
import { BusinessHero } from "~/components/business/BusinessHero";
import { BusinessServices } from "~/components/business/BusinessServices";
import { catalogueMeta } from "~/lib/meta";
import "~/styles/pages.css";
import "~/styles/business.css";

export const meta = catalogueMeta("business");

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
