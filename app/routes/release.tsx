import { PageHero } from "~/components/PageHero";
import { ReleaseReveal } from "~/components/release/ReleaseReveal";
import { ReleaseVideo } from "~/components/release/ReleaseVideo";
import { catalogueMeta } from "~/lib/meta";
import "~/styles/pages.css";
import "~/styles/release.css";

export const meta = catalogueMeta("release");

export default function Release() {
  return (
    <div className="page release">
      <PageHero kicker="app.release.kicker" title="app.release.title" intro="app.release.intro" centered />
      {/* The message appears over the video, where the visitor is looking when the time comes. */}
      <ReleaseVideo>
        <ReleaseReveal />
      </ReleaseVideo>
    </div>
  );
}
