import { PlayFinalCall } from "~/components/play/PlayFinalCall";
import { PageHero } from "~/components/PageHero";
import { PlayRequirements } from "~/components/play/PlayRequirements";
import { PlaySteps } from "~/components/play/PlaySteps";
import { catalogueMeta } from "~/lib/meta";
import "~/styles/pages.css";
import "~/styles/play.css";

export const meta = catalogueMeta("play");

export default function Play() {
  return (
    <div className="page play">
      <PageHero kicker="app.play.kicker" title="app.play.title" intro="app.play.intro" />
      <div className="play-layout">
        <PlayRequirements />
        <PlaySteps />
      </div>
      <PlayFinalCall />
    </div>
  );
}
