import { PlayFinalCall } from "~/components/play/PlayFinalCall";
import { PlayHero } from "~/components/play/PlayHero";
import { PlayRequirements } from "~/components/play/PlayRequirements";
import { PlaySteps } from "~/components/play/PlaySteps";
import { catalogueMeta } from "~/lib/meta";
import "~/styles/pages.css";
import "~/styles/play.css";

export const meta = catalogueMeta("play");

export default function Play() {
  return (
    <div className="page play">
      <PlayHero />
      <div className="play-layout">
        <PlayRequirements />
        <PlaySteps />
      </div>
      <PlayFinalCall />
    </div>
  );
}
