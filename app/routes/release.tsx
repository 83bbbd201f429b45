import { ReleaseHero } from "~/components/release/ReleaseHero";
import { ReleaseReveal } from "~/components/release/ReleaseReveal";
import { ReleaseVideo } from "~/components/release/ReleaseVideo";
import { catalogueMeta } from "~/lib/meta";
import "~/styles/pages.css";
import "~/styles/release.css";

export const meta = catalogueMeta("release");

export default function Release() {
  return (
    <div className="page release">
      <ReleaseHero />
      <ReleaseVideo />
      <ReleaseReveal />
    </div>
  );
}
